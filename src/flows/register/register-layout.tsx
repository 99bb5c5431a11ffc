import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';

export function RegisterLayout() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Registracija</Trans>
      </h1>
      <Outlet />
    </div>
  );
}

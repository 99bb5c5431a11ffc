import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function PasswordResetSuccess() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Slaptažodis pakeistas</Trans>
      </h1>
      <section className="card">
        <p>
          <Trans>Naująjį slaptažodį galite naudoti prisijungdami prie savitarnos.</Trans>
        </p>
        <Link className="btn btn--primary" to="/login/email">
          <Trans>Prisijungti</Trans>
        </Link>
      </section>
    </div>
  );
}

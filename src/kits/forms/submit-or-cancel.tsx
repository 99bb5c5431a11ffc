import { Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { SubmitErrorAlert } from './submit-error-alert';

/** A form's end: why the submission failed, the submit button (children) and "Atšaukti" back to `cancelTo`. */
export function SubmitOrCancel({
  error,
  busy,
  cancelTo,
  children,
}: {
  error: unknown;
  busy: boolean;
  cancelTo: LinkProps['to'];
  children: ReactNode;
}) {
  return (
    <>
      <SubmitErrorAlert error={error} />
      <div className="actions">
        <Button type="submit" loading={busy}>
          {children}
        </Button>
        <Link className="btn btn--secondary" to={cancelTo}>
          <Trans>Atšaukti</Trans>
        </Link>
      </div>
    </>
  );
}

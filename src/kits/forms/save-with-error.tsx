import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { SubmitErrorAlert } from './submit-error-alert';

/**
 * A one-button form's end: why the submission failed, then the button ("Išsaugoti", worded by the caller so
 * that the text stays in the caller's catalogue).
 */
export function SaveWithError({
  error,
  busy,
  children,
}: {
  error: unknown;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SubmitErrorAlert error={error} />
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </>
  );
}

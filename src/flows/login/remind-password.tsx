import { RemindPasswordForm } from '../../kits/eid/eid-forms';
import { RemindErrorAlert } from './remind-error-alert';

/**
 * Remind password: e-mail or phone (normalised by the `remindPassword` flow); success shows the register
 * success page (§2), a decision of src/app/navigation.ts.
 */
export function RemindPassword() {
  return (
    <RemindPasswordForm
      renderError={(error, entered) => <RemindErrorAlert error={error} entered={entered} />}
    />
  );
}

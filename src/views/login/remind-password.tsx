import { useNavigate } from '@tanstack/react-router';
import { useServices } from '../../app/services';
import { classifyRemindText } from '../../domain/remind';
import { RemindPasswordForm } from './login-forms';
import { RemindErrorAlert } from './remind-error-alert';

/** Remind password: e-mail or phone (normalised); success shows the register success page (§2). */
export function RemindPassword() {
  const services = useServices();
  const navigate = useNavigate();
  return (
    <RemindPasswordForm
      renderError={(error, entered) => <RemindErrorAlert error={error} entered={entered} />}
      onSubmit={async (values, signal) => {
        const contact = classifyRemindText(values.contact);
        if (!contact) throw new Error('unreachable: the form validated the contact');
        await services.remindPassword(contact, signal);
        await navigate({ to: '/register/success' });
      }}
    />
  );
}

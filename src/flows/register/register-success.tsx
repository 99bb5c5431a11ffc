import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * After registration (§2 /register/success): what really happened — the person confirmed who they are
 * with eID and is now recorded as a future customer (no contract yet, nothing was sent) — and what to do
 * next: log in and sign a contract.
 */
export function RegisterSuccess() {
  return (
    <section className="card" role="status" aria-labelledby="register-success-title">
      <h2 id="register-success-title">
        <Trans>Registracija baigta</Trans>
      </h2>
      <p>
        <Trans>
          Jūsų tapatybė patvirtinta, ir jūs užregistruotas savitarnoje. Sutarties dar neturite – ją sudarysite
          prisijungę.
        </Trans>
      </p>
      <p>
        <Trans>
          Prisijunkite tuo pačiu būdu (Smart-ID arba Mobile-ID) ir pasirinkite pensijų kaupimo sutartį.
        </Trans>
      </p>
      <Link className="btn btn--primary" to="/login">
        <Trans>Prisijungti</Trans>
      </Link>
    </section>
  );
}

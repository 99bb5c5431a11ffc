import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Shared success page: after registration and after a password reminder (§2). */
export function RegisterSuccess() {
  return (
    <section className="card" aria-live="polite">
      <h2>
        <Trans>Užklausa gauta</Trans>
      </h2>
      <p>
        <Trans>
          Ačiū! Jūsų užklausą gavome. Tolesnius nurodymus išsiuntėme jūsų nurodytu el. paštu arba SMS žinute.
        </Trans>
      </p>
      <Link className="btn btn--primary" to="/login">
        <Trans>Į prisijungimą</Trans>
      </Link>
    </section>
  );
}

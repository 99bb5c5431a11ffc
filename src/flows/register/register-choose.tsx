import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function RegisterChoose() {
  return (
    <section className="card">
      <p>
        <Trans>
          Tapti klientu galite nuotoliniu būdu, jei jums jau suėjo 18 metų. Pasirinkite, kaip patvirtinsite
          savo tapatybę.
        </Trans>
      </p>
      <div className="actions actions--stack">
        <Link className="btn btn--primary" to="/register/smart-id">
          <Trans>Registruotis su Smart-ID</Trans>
        </Link>
        <Link className="btn btn--primary" to="/register/mobile-id">
          <Trans>Registruotis su Mobile-ID</Trans>
        </Link>
      </div>
      <p className="muted">
        <Trans>
          Jau esate klientas? <Link to="/login">Prisijunkite</Link>.
        </Trans>
      </p>
    </section>
  );
}

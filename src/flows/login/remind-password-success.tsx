import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * The password reminder's own success page (§2 shows it at the register success route, whose
 * heading says "Registracija"). The server answers alike whether or not the contact exists (README
 * "Security"), so the page says what happens if it does, and what to do if nothing arrives.
 */
export function RemindPasswordSuccess() {
  return (
    <div role="status" aria-labelledby="remind-success-title">
      <h2 id="remind-success-title">
        <Trans>Priminimas išsiųstas</Trans>
      </h2>
      <p>
        <Trans>
          Jei nurodytas el. paštas ar telefono numeris susietas su jūsų paskyra, ką tik išsiuntėme nuorodą
          naujam slaptažodžiui sukurti. Nuoroda galioja 24 valandas ir tinka vieną kartą.
        </Trans>
      </p>
      <p>
        <Trans>
          Negavote per kelias minutes? Patikrinkite nepageidaujamų laiškų aplanką arba{' '}
          <Link to="/login/remind-password">bandykite dar kartą</Link>. Prisijungti galite ir su Smart-ID ar
          Mobile-ID.
        </Trans>
      </p>
      <Link className="btn btn--primary" to="/login">
        <Trans>Į prisijungimą</Trans>
      </Link>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { config } from '../config';
import { BackButton } from './back-button';
import { HelpContacts } from './help-contacts';

function ErrorLayout({
  title,
  children,
  illustration,
}: {
  title: ReactNode;
  children: ReactNode;
  illustration: string;
}) {
  return (
    <div className="page page--narrow error-page">
      <p className="error-page__code" aria-hidden="true">
        {illustration}
      </p>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function NotFoundPage() {
  return (
    <ErrorLayout title={<Trans>Puslapis nerastas</Trans>} illustration="404">
      <p>
        <Trans>Tokio puslapio nėra arba jis buvo perkeltas. Patikrinkite adresą arba grįžkite atgal.</Trans>
      </p>
      <div className="actions">
        <BackButton />
        <Link className="btn btn--primary" to="/">
          <Trans>Į pradžią</Trans>
        </Link>
      </div>
      <HelpContacts />
    </ErrorLayout>
  );
}

/** Messages for error codes that can reach /error-500 (auth and API). Unknown codes get the generic text. */
function useErrorCodeMessage(): (code: string) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'server_error':
        return t`Įvyko vidinė serverio klaida. Bandykite dar kartą.`;
      case 'user_locked':
        return t`Prieiga užblokuota. Skambinkite klientų aptarnavimo telefonu ${config.supportPhone}.`;
      case 'user_not_found':
        return t`Naudotojas nerastas.`;
      case 'invalid_request':
        return t`Užklausa neteisinga. Bandykite dar kartą.`;
      case 'forbidden':
        return t`Neturite teisės atlikti šio veiksmo.`;
      default:
        return t`Įvyko nenumatyta klaida. Bandykite dar kartą vėliau.`;
    }
  };
}

export function Error500Page() {
  const search: { code?: string | undefined } = useSearch({ strict: false });
  const messageFor = useErrorCodeMessage();
  const code = search.code;
  if (code === 'user_not_onboarded') {
    return (
      <ErrorLayout title={<Trans>Pensijų kaupimo sutarties neturite</Trans>} illustration="!">
        <p>
          <Trans>
            Jūs dar nekaupiate pensijai mūsų fonduose. Užsiregistruokite – tai užtruks vos kelias minutes, o
            sutartį galėsite pasirašyti su Smart-ID arba Mobile-ID.
          </Trans>
        </p>
        <div className="actions">
          <Link className="btn btn--primary" to="/register">
            <Trans>Registruotis</Trans>
          </Link>
        </div>
        <HelpContacts />
      </ErrorLayout>
    );
  }
  if (code === 'minor_not_allowed') {
    // §1: minors are directed to a customer centre; registration refuses them, so no register button.
    return (
      <ErrorLayout title={<Trans>Jus aptarnausime klientų aptarnavimo centre</Trans>} illustration="i">
        <p>
          <Trans>
            Savitarnoje pensijų kaupimo sutartis gali sudaryti ir tvarkyti tik pilnamečiai (nuo 18 metų).
            Nepilnamečiams sutartis sudaroma klientų aptarnavimo centre kartu su tėvais ar globėjais –
            atvykite su asmens dokumentu.
          </Trans>
        </p>
        <div className="actions">
          <a className="btn btn--primary" href={config.customerCentreUrl} rel="noopener noreferrer">
            <Trans>Rasti artimiausią klientų aptarnavimo centrą</Trans>
          </a>
          <Link className="btn btn--secondary" to="/login">
            <Trans>Grįžti į prisijungimą</Trans>
          </Link>
        </div>
        <HelpContacts />
      </ErrorLayout>
    );
  }
  if (code) {
    return (
      <ErrorLayout title={<Trans>Įvyko klaida</Trans>} illustration="500">
        <p>{messageFor(code)}</p>
        <div className="actions">
          <BackButton />
        </div>
        <HelpContacts />
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout title={<Trans>Įvyko klaida</Trans>} illustration="500">
      <p>
        <Trans>
          Savitarna laikinai negali įvykdyti jūsų užklausos. Jei esate banko klientas, prisijunkite prie
          internetinės bankininkystės ir pensijų sutartis rasite skiltyje „Pensijos“, arba pabandykite
          prisijungti čia vėliau.
        </Trans>
      </p>
      <div className="actions">
        <a className="btn btn--secondary" href={config.internetBankUrl} rel="noopener noreferrer">
          <Trans>Į internetinę bankininkystę</Trans>
        </a>
        <Link className="btn btn--primary" to="/login">
          <Trans>Prisijungti</Trans>
        </Link>
      </div>
      <HelpContacts />
    </ErrorLayout>
  );
}

export function ErrorTimeoutPage() {
  return (
    <ErrorLayout title={<Trans>Sistema šiuo metu užimta</Trans>} illustration="⏱">
      <p>
        <Trans>
          Užklausos įvykdyti nepavyko, nes sistema šiuo metu labai apkrauta. Bandykite dar kartą po 5 minučių.
        </Trans>
      </p>
      <div className="actions">
        <BackButton />
      </div>
      <HelpContacts />
    </ErrorLayout>
  );
}

export function ErrorSbPage() {
  return (
    <ErrorLayout title={<Trans>Prisijungti per banką nepavyko</Trans>} illustration="!">
      <p>
        <Trans>
          Nepavyko jūsų prijungti per internetinę bankininkystę. Grįžkite į internetinę bankininkystę ir
          bandykite dar kartą arba prisijunkite čia su Smart-ID, Mobile-ID ar slaptažodžiu.
        </Trans>
      </p>
      <div className="actions">
        <a className="btn btn--secondary" href={config.internetBankUrl} rel="noopener noreferrer">
          <Trans>Į internetinę bankininkystę</Trans>
        </a>
        <Link className="btn btn--primary" to="/login">
          <Trans>Prisijungti kitu būdu</Trans>
        </Link>
      </div>
      <HelpContacts />
    </ErrorLayout>
  );
}

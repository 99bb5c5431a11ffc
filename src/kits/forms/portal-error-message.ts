import { useLingui } from '@lingui/react/macro';
import type { PortalErrorKind } from '../../api/errors';
import { portalErrorOf } from '../../api/portal-error-of';
import { config } from '../../app/config';
import { formatDateTime } from '../../domain/format';

/** §8 API errors in the customer's language. */
export function usePortalErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    const portal = portalErrorOf(error);
    const kind: PortalErrorKind | 'unknown' = portal?.kind ?? 'unknown';
    switch (kind) {
      case 'network':
        return t`Nepavyko susisiekti su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.`;
      case 'timeout':
      case 'timeout-error':
        return t`Sistema šiuo metu užimta. Bandykite dar kartą po 5 minučių.`;
      case 'forbidden':
        return t`Neturite teisės atlikti šio veiksmo.`;
      case 'ip-banned': {
        // §8: the IP ban says until when the address is blocked.
        const until = portal?.blockedUntil ? formatDateTime(portal.blockedUntil) : null;
        return until
          ? t`Per daug nesėkmingų užklausų. Jūsų IP adresas užblokuotas iki ${until}.`
          : t`Per daug nesėkmingų užklausų. Bandykite vėliau.`;
      }
      case 'rate-limited':
        return t`Per daug nesėkmingų užklausų. Bandykite vėliau.`;
      case 'invalid-token-expired':
        return t`Nuoroda nebegalioja. Paprašykite naujos nuorodos.`;
      case 'personal-code-mismatch':
        return t`Asmens kodo paskutiniai 4 skaitmenys nesutampa.`;
      case 'phone-duplicated':
        return t`Su šiuo kontaktu susieta daugiau nei viena paskyra. Susisiekite su klientų aptarnavimu.`;
      case 'invalid-old-pass':
        return t`Neteisingas dabartinis slaptažodis.`;
      case 'passwords-should-differ':
        return t`Naujas slaptažodis turi skirtis nuo senojo.`;
      case 'invalid-iban':
        return t`Neteisinga banko sąskaita.`;
      case 'unidentified-iban':
        return t`Banko sąskaita nerasta: patikrinkite, ar numeris teisingas.`;
      case 'iban-repeated':
        return t`Ši banko sąskaita jau pridėta.`;
      case 'email-already-exists':
        return t`Šis el. pašto adresas jau užregistruotas.`;
      case 'server-communication':
        return t`Ryšio su serveriu klaida. Prisijunkite iš naujo.`;
      case 'validation':
        return t`Patikrinkite įvestus duomenis.`;
      case 'confirmation-required':
        return t`Šį pakeitimą reikia patvirtinti Smart-ID arba Mobile-ID. Patvirtinkite dar kartą.`;
      case 'user-locked':
        return t`Per daug kartų neteisingai įvestas slaptažodis. Prieiga užblokuota – skambinkite ${config.supportPhone}.`;
      case 'verification-code-invalid':
        return t`Neteisingas patvirtinimo kodas.`;
      case 'verification-expired':
        return t`Patvirtinimo kodas nebegalioja. Pakeiskite kontaktą dar kartą.`;
      case 'server-error':
        return t`Įvyko vidinė serverio klaida. Bandykite dar kartą.`;
      default:
        return t`Išsaugoti nepavyko. Bandykite dar kartą arba skambinkite ${config.supportPhone}.`;
    }
  };
}

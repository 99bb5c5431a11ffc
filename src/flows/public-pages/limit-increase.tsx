import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Legacy /imoku-limitas: explains the payment-limit rules (§5) and leads to login. */
export function LimitIncreasePage() {
  return (
    <article className="page page--narrow prose">
      <h1>
        <Trans>Įmokų limito didinimas</Trans>
      </h1>
      <p>
        <Trans>
          Jei per metus ketinate įmokėti iki 1 000 € (apie 83 € per mėnesį), kliento anketą pildyti
          neprivaloma. Didesnėms sumoms anketa privaloma, joje reikės nurodyti asmens dokumento numerį ir
          galiojimo datą.
        </Trans>
      </p>
      <p>
        <Trans>Limitą galite padidinti prisijungę prie savitarnos ir užpildę kliento anketą.</Trans>
      </p>
      <Link className="btn btn--primary" to="/login" search={{ returnUrl: '/portal/limit-increase' }}>
        <Trans>Prisijungti</Trans>
      </Link>
    </article>
  );
}

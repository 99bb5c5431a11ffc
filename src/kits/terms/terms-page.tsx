import { Trans } from '@lingui/react/macro';

/** The self-service terms. The legal text is the fund manager's; this is its structure and summary. */
export function TermsPage() {
  return (
    <article className="page page--narrow prose">
      <h1>
        <Trans>Savitarnos naudojimosi sąlygos</Trans>
      </h1>
      <h2>
        <Trans>1. Bendrosios nuostatos</Trans>
      </h2>
      <p>
        <Trans>
          Pensijų savitarna – tai interneto svetainė, kurioje pensijų fondų dalyviai gali peržiūrėti savo
          sutartis, teikti prašymus ir tvarkyti asmens duomenis. Naudodamiesi savitarna sutinkate su šiomis
          sąlygomis.
        </Trans>
      </p>
      <h2>
        <Trans>2. Prisijungimas ir tapatybės nustatymas</Trans>
      </h2>
      <p>
        <Trans>
          Prie savitarnos jungiamasi su Smart-ID, Mobile-ID, slaptažodžiu arba per banko internetinę
          bankininkystę. Prisijungimo priemonių neperduokite kitiems asmenims. Jei įtariate, kad jomis
          pasinaudojo kitas asmuo, nedelsdami susisiekite su mumis.
        </Trans>
      </p>
      <h2>
        <Trans>3. Sutarčių sudarymas ir prašymai</Trans>
      </h2>
      <p>
        <Trans>
          Sutartis ir prašymus savitarnoje gali pasirašyti tik pilnamečiai asmenys. Prašymų įvykdymo terminai
          skaičiuojami darbo dienomis: fondo keitimas – 9 darbo dienos II pakopoje ir 8 darbo dienos III
          pakopoje.
        </Trans>
      </p>
      <h2>
        <Trans>4. Saugumas</Trans>
      </h2>
      <p>
        <Trans>
          Po 10 minučių neveiklumo savitarnos sesija baigiama automatiškai; likus 5 minutėms jus įspėsime ir
          galėsite sesiją pratęsti.
        </Trans>
      </p>
      <h2>
        <Trans>5. Asmens duomenys</Trans>
      </h2>
      <p>
        <Trans>
          Asmens duomenys tvarkomi pagal privatumo politiką. Sutikimus dėl rinkodaros galite keisti bet kada
          savitarnos pranešimų nustatymuose.
        </Trans>
      </p>
    </article>
  );
}

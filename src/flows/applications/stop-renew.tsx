import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { StopRenewMachine } from '../../../machines/applications/stop-renew.machine';
import { portalErrorOf } from '../../api/portal-error-of';
import { useAuthActor } from '../../app/auth-context';
import { useFlow } from '../../app/flow-context';
import { loginProviderOf } from '../../kits/wizard/wizard-draft';
import { incentiveEffect } from '../../domain/applications';
import { formatMoney, formatPercent } from '../../domain/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { pressThenFocusProblem } from '../../ui/focus-problem';
import { stepOf } from '../../kits/wizard/step-of';
import { useWizardUrl } from '../../kits/wizard/use-wizard-url';
import { PreviewLink } from '../../kits/signing/preview-link';
import { SignStep, type SignActorRef } from '../../kits/signing/sign-step';

export type StopRenewActorRef = ActorRefFrom<StopRenewMachine>;

const BASE = '/portal/applications';

/** The route segment of the machine's step (the form is the pillar's screen). */
export function segmentOf(step: string | null, pillar: 2 | 3): string | null {
  if (step === null) return null;
  return step === 'form' ? (pillar === 2 ? 'second-pillar' : 'third-pillar') : step;
}

/** The running stop / renew flow of one pillar; the URL follows its step. */
export function StopRenewFlow({ pillar }: { pillar: 2 | 3 }) {
  const auth = useAuthActor();
  const provider = useSelector(auth, (s) =>
    loginProviderOf(s.context.provider, s.context.tokens?.idToken ?? null),
  );
  const actor = useFlow('stopRenew', { input: { pillar, loginProvider: provider } });
  const step = useSelector(actor, (s) => segmentOf(stepOf(s.tags as ReadonlySet<string>), pillar));
  // The browser's back button from the signing or the error page returns to the form, keeping the choice;
  // no other step can be asked for by its address.
  const goto = useCallback(
    (wanted: string) => {
      if (wanted !== segmentOf('form', pillar)) return;
      const tags = actor.getSnapshot().tags as ReadonlySet<string>;
      if (tags.has('step:sign-applications')) actor.send({ type: 'step.back' });
      else if (tags.has('step:error-500-applications')) actor.send({ type: 'submit.back' });
    },
    [actor, pillar],
  );
  useWizardUrl({ base: BASE, step, goto });

  return <StopRenewView actor={actor} />;
}

/** What stopping or renewing means for the state incentive (§9), said plainly before signing. */
export function IncentiveEffect({ pillar, offer }: { pillar: 2 | 3; offer: 'stop' | 'renew' }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'lt';
  const effect = incentiveEffect(pillar, offer);
  const amount = formatMoney(effect.amountEurPerYear, locale);
  if (effect.pillar === 2) {
    const own = formatPercent((effect.contributionRate ?? 0) * 100, locale);
    const state = formatPercent((effect.stateRate ?? 0) * 100, locale);
    return offer === 'stop' ? (
      <p>
        <Trans>
          Sustabdžius įmokas, į fondą nebebus pervedamos nei jūsų {own} įmokos, nei {state} valstybės
          skatinamoji įmoka – tai apie {amount} per metus, kurių negausite, kol įmokos sustabdytos.
        </Trans>
      </p>
    ) : (
      <p>
        <Trans>
          Atnaujinus įmokas, į fondą vėl bus pervedamos jūsų {own} įmokos ir {state} valstybės skatinamoji
          įmoka – apie {amount} per metus.
        </Trans>
      </p>
    );
  }
  const contributions = formatMoney(effect.reliefContributionsEurPerYear ?? 0, locale);
  return offer === 'stop' ? (
    <p>
      <Trans>
        Kol įmokos sustabdytos, negausite gyventojų pajamų mokesčio lengvatos: ji siekia iki {amount} per
        metus, kai įmokate iki {contributions}.
      </Trans>
    </p>
  ) : (
    <p>
      <Trans>
        Atnaujinus įmokas, vėl galėsite gauti gyventojų pajamų mokesčio lengvatą – iki {amount} per metus, kai
        įmokate iki {contributions}.
      </Trans>
    </p>
  );
}

/** A refusal of the application (4xx) in the customer's words. */
function RefusalMessage({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (error === null || error === undefined) return null;
  const code = portalErrorOf(error)?.code;
  if (code === 'application_already_open')
    return (
      <Alert
        tone="error"
        title={t`Tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas.`}
      />
    );
  return <Alert tone="error" title={t`Šio prašymo dabar pateikti negalima.`} />;
}

export function StopRenewView({ actor }: { actor: StopRenewActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const send = actor.send;
  const { facts, pillar, understoodMissing } = state.context;
  const pillarName = pillar === 2 ? t`II pakopos` : t`III pakopos`;

  if (state.matches('loading'))
    return (
      <div className="page" role="status">
        <Spinner label={t`Įkeliama…`} />
      </div>
    );
  if (state.matches('loadFailed'))
    return (
      <div className="page">
        <h1>{t`Nepavyko įkelti duomenų`}</h1>
        <p>{t`Bandykite dar kartą po kelių akimirkų.`}</p>
        <Button onClick={() => send({ type: 'load.retry' })}>
          <Trans>Bandyti dar kartą</Trans>
        </Button>
      </div>
    );
  if (state.hasTag('step:error-500-applications'))
    return (
      <div className="page">
        <h1>
          <Trans>Prašymo pateikti nepavyko</Trans>
        </h1>
        <Alert tone="error" title={t`Dėl serverio klaidos prašymo nepavyko pateikti. Niekas nepasirašyta.`}>
          <Trans>Jūsų pasirinkimas išsaugotas: galite bandyti dar kartą arba grįžti atgal.</Trans>
        </Alert>
        <div className="actions">
          <Button onClick={() => send({ type: 'submit.retry' })}>
            <Trans>Bandyti dar kartą</Trans>
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'submit.back' })}>
            <Trans>Grįžti prie prašymo</Trans>
          </Button>
        </div>
      </div>
    );
  if (state.hasTag('step:success'))
    return (
      <div className="page">
        <h1>
          <Trans>Prašymas pateiktas</Trans>
        </h1>
        <Alert tone="success" title={t`Prašymas pasirašytas ir užregistruotas.`}>
          <Trans>Apie sprendimą pranešime – jį matysite ir prašymų sąraše.</Trans>
        </Alert>
        <p>
          <Link className="btn" to="/portal/applications/main">
            <Trans>Į prašymų sąrašą</Trans>
          </Link>
        </p>
      </div>
    );
  if (state.hasTag('step:sign-applications')) {
    const sign = state.children.sign as SignActorRef | undefined;
    if (state.matches({ sign: 'signing' }) && sign)
      return (
        <div className="page">
          <SignStep
            actor={sign}
            title={<Trans>Pasirašykite prašymą</Trans>}
            onBack={() => send({ type: 'sign.back' })}
          />
        </div>
      );
    return (
      <div className="page">
        <h1>
          <Trans>Prašymo pasirašymas</Trans>
        </h1>
        {state.context.preview ? <PreviewLink preview={state.context.preview} /> : null}
        <div className="actions">
          <Button onClick={() => send({ type: 'sign.begin' })}>
            <Trans>Pasirašyti</Trans>
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
            <Trans>Atgal</Trans>
          </Button>
        </div>
      </div>
    );
  }

  // The form (second-pillar / third-pillar).
  const offer = facts?.offer ?? null;
  const contract = facts?.contract ?? null;
  const submitting = state.hasTag('loading');
  return (
    <div className="page">
      <h1>{pillar === 2 ? <Trans>II pakopos įmokos</Trans> : <Trans>III pakopos įmokos</Trans>}</h1>
      {contract === null ? (
        <p>
          <Trans>Neturite galiojančios {pillarName} sutarties.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Sutartis <span className="nowrap">{contract.contractNumber}</span>, {contract.fundName}.
            </Trans>{' '}
            {contract.accumulationState === 'Accumulating' ? (
              <Trans>Įmokos dabar mokamos.</Trans>
            ) : (
              <Trans>Įmokos dabar sustabdytos.</Trans>
            )}
          </p>
          {offer === null ? (
            <p>
              <Trans>Įmokų sustabdyti ar atnaujinti šiai sutarčiai dabar negalima.</Trans>
            </p>
          ) : offer.state === 'blocked' ? (
            <Alert
              tone="info"
              title={
                offer.offer === 'stop'
                  ? t`Prašymas sustabdyti įmokas jau pateiktas ir dar nagrinėjamas.`
                  : t`Prašymas atnaujinti įmokas jau pateiktas ir dar nagrinėjamas.`
              }
            >
              <Trans>Antro tokio paties prašymo pateikti negalima, kol pirmasis neišnagrinėtas.</Trans>
            </Alert>
          ) : (
            <>
              <h2>
                {offer.offer === 'stop' ? <Trans>Sustabdyti įmokas</Trans> : <Trans>Atnaujinti įmokas</Trans>}
              </h2>
              <IncentiveEffect pillar={pillar} offer={offer.offer} />
              <RefusalMessage error={state.context.error} />
              <label className="choice">
                <input
                  type="checkbox"
                  checked={state.context.understood}
                  aria-invalid={understoodMissing || undefined}
                  aria-describedby={understoodMissing ? 'stop-renew-understood-error' : undefined}
                  onChange={(event) => send({ type: 'incentive.understood', value: event.target.checked })}
                />{' '}
                <Trans>Supratau, ką tai reiškia valstybės skatinimui</Trans>
              </label>
              {understoodMissing ? (
                <p className="field__error" id="stop-renew-understood-error">
                  <Trans>Pažymėkite, kad supratote, ką tai reiškia valstybės skatinimui.</Trans>
                </p>
              ) : null}
              <div className="actions">
                <Button
                  onClick={() => pressThenFocusProblem(document, () => send({ type: 'application.submit' }))}
                  loading={submitting}
                >
                  <Trans>Tęsti</Trans>
                </Button>
              </div>
            </>
          )}
        </>
      )}
      <p>
        <Link to="/portal/applications/main">
          <Trans>Atgal į prašymus</Trans>
        </Link>
      </p>
    </div>
  );
}

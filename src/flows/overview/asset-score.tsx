import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { validatePhone } from '../../domain/phone';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { fieldRules, useFormFlow } from '../../kits/forms/use-form';
import { ASSET_COMPARISON_DIVISOR } from '../../domain/constants';
import { ASSET_LABELS } from '../../kits/labels/contract-labels';
import type { AssetScore, PartResult } from './overview-data';
import { useAction, useFigures, useRetry } from './use-overview';

/**
 * The asset comparison (§6: requires the customer's consent). Without consent GetAssetScore answers 204;
 * consent is given with UpdateAssetScoreAgreement, then the score is loaded again (204 = none yet).
 */
export function AssetScoreSection({ result }: { result: PartResult<AssetScore> }) {
  return (
    <section className="card overview-section" aria-labelledby="asset-score-title">
      <h2 id="asset-score-title">
        <Trans>Turto palyginimas</Trans>
      </h2>
      {result.state === 'Failed' ? (
        <AssetScoreFailed />
      ) : result.state === 'NoContent' ? (
        <AssetScoreConsent />
      ) : (
        <AssetScoreShown score={result.data} />
      )}
    </section>
  );
}

function AssetScoreFailed() {
  const retry = useRetry();
  return (
    <>
      <p>
        <Trans>Turto palyginimo šiuo metu įkelti nepavyko.</Trans>
      </p>
      <Button variant="secondary" onClick={() => void retry()}>
        <Trans>Bandyti dar kartą</Trans>
      </Button>
    </>
  );
}

function AssetScoreConsent() {
  const consent = useAction('assetScoreConsent');
  if (consent.done) {
    // Consent was given and the score reloaded, yet there is none: 204 = not calculated yet.
    return (
      <p className="overview-empty">
        <Trans>
          Ačiū už sutikimą. Jūsų turto palyginimas dar neparengtas – jį matysite čia, kai tik bus
          apskaičiuotas.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          Palyginkite savo sukauptą pensijų turtą su bendraamžių vidurkiu ir sužinokite, kokią mėnesinę sumą
          jis galėtų sudaryti. Tam reikia jūsų sutikimo, kad jūsų duomenys būtų naudojami palyginimui.
        </Trans>
      </p>
      {consent.failed ? (
        <Alert tone="error">
          <Trans>Sutikimo išsaugoti nepavyko. Bandykite dar kartą.</Trans>
        </Alert>
      ) : null}
      <Button onClick={consent.start} loading={consent.busy}>
        <Trans>Sutinku, palyginti mano turtą</Trans>
      </Button>
    </>
  );
}

function AssetScoreShown({ score }: { score: AssetScore }) {
  const { i18n } = useI18n();
  const figures = useFigures();
  const withdraw = useAction('assetScoreWithdraw');
  const months = ASSET_COMPARISON_DIVISOR;
  return (
    <>
      <dl className="figures">
        <div>
          <dt>{i18n._(ASSET_LABELS.pensionAssets)}</dt>
          <dd>{figures.money(score.totalAssets)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bendraamžių vidurkis</Trans>
          </dt>
          <dd>{figures.money(score.peerAverageAssets)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Apytikslė mėnesio suma ({months} mėn.)</Trans>
          </dt>
          <dd>{figures.money(score.estimatedMonthlyPayout)}</dd>
        </div>
      </dl>
      <p>
        <label htmlFor="asset-score-meter">
          <Trans>Jūsų įvertinimas tarp bendraamžių: {score.score} iš 100</Trans>
        </label>{' '}
        <meter id="asset-score-meter" className="score-meter" min={0} max={100} value={score.score} />
      </p>
      <p className="muted">
        <Trans>
          Apskaičiuota <span className="nowrap">{figures.date(score.calculatedAt)}</span>.
        </Trans>
      </p>
      <ConsultationForm />
      {withdraw.failed ? (
        <Alert tone="error">
          <Trans>Sutikimo atšaukti nepavyko. Bandykite dar kartą.</Trans>
        </Alert>
      ) : null}
      <Button variant="link" onClick={withdraw.start} loading={withdraw.busy}>
        <Trans>Atšaukti sutikimą dėl turto palyginimo</Trans>
      </Button>
    </>
  );
}

type ConsultationField = 'phone' | 'comment';

function ConsultationForm() {
  const { t } = useLingui();
  const form = useFormFlow<ConsultationField, 'assetScoreConsultation'>('assetScoreConsultation', {
    params: null,
    initialValues: { phone: '+370', comment: '' },
    validate: fieldRules({
      phone: (v) => validatePhone(v.phone),
      comment: (v) => (v.comment.length > 1000 ? 'incorrect-data' : null),
    }),
  });
  if (form.submitted) {
    return (
      <Alert tone="success" title={t`Konsultacijos užklausa gauta`}>
        <p>
          <Trans>Konsultantas jums paskambins artimiausiomis darbo dienomis.</Trans>
        </p>
      </Alert>
    );
  }
  return (
    <form className="form consultation-form" aria-labelledby="consultation-title" {...form.formProps}>
      <h3 id="consultation-title">
        <Trans>Norite aptarti rezultatą su konsultantu?</Trans>
      </h3>
      <TextField
        label={t`Telefono numeris`}
        type="tel"
        autoComplete="tel"
        value={form.values.phone}
        onValueChange={(value) => form.change('phone', value)}
        onBlur={() => form.blur('phone')}
        error={form.errorOf('phone')}
      />
      <TextField
        label={t`Komentaras (neprivaloma)`}
        value={form.values.comment}
        maxLength={1000}
        onValueChange={(value) => form.change('comment', value)}
        onBlur={() => form.blur('comment')}
        error={form.errorOf('comment')}
      />
      {form.submitError ? (
        <Alert tone="error">
          <Trans>Užklausos pateikti nepavyko. Bandykite dar kartą.</Trans>
        </Alert>
      ) : null}
      <Button type="submit" loading={form.submitting}>
        <Trans>Užsakyti konsultaciją</Trans>
      </Button>
    </form>
  );
}

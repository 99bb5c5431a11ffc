import { Trans, useLingui } from '@lingui/react/macro';
import type { FundOption } from '../../../machines/onboarding/onboarding-types';
import { formatPercent } from '../../domain/format';
import { fundAgeGroup } from './fund-texts';

function Percent({ value }: { value: number }) {
  const { i18n } = useLingui();
  return <>{formatPercent(value, i18n.locale === 'en' ? 'en' : 'lt')}</>;
}

/** A fund to choose, with its §9 costs; `error` says, after "Toliau", that none is chosen yet. */
export function FundChoice({
  funds,
  selected,
  onSelect,
  name,
  error,
}: {
  funds: readonly FundOption[];
  selected: string | null;
  onSelect: (fundNr: string) => void;
  name: string;
  error?: string | null | undefined;
}) {
  const { i18n } = useLingui();
  const errorId = `${name}-error`;
  return (
    <fieldset className="fieldset fund-choice" aria-describedby={error ? errorId : undefined}>
      <legend>
        <Trans>Pasirinkite fondą</Trans>
      </legend>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {funds.map((fund) => (
        <label key={fund.fundNr} className="choice fund-choice__item">
          <input
            type="radio"
            name={name}
            value={fund.fundNr}
            checked={selected === fund.fundNr}
            onChange={() => onSelect(fund.fundNr)}
          />{' '}
          <span>
            <strong>{fund.name}</strong>
            {fund.recommended ? (
              <>
                {' '}
                <span className="badge">
                  <Trans>Jūsų amžiaus grupei</Trans>
                </span>
              </>
            ) : null}
            <br />
            <span className="muted">
              <Trans>Amžiaus grupė: {fundAgeGroup(fund, i18n.locale)}</Trans>
            </span>
            <br />
            <span className="muted">
              <Trans>
                Valdymo mokestis <Percent value={fund.managementFeePercent} />, depozitoriumo mokestis iki{' '}
                <Percent value={fund.depositaryFeePercent} />, kitos išlaidos iki{' '}
                <Percent value={fund.otherCostsPercent} />. Rizikos lygis {fund.riskLevel} iš 7.
              </Trans>
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TransferProvider } from '../../../machines/onboarding/onboarding-types';
import { formatDate } from '../../domain/format';
import { EXECUTION_TIMES } from '../../domain/working-days';

/**
 * The onboarding wizards' optional question on the fund step: does the customer have savings of this
 * pillar with another company (Contracts.GetExternalFundProviders)? "No" is the first option. Not asked
 * when the list is empty (it could not be read): joining then goes on without a transfer.
 */
export function TransferQuestion({
  providers,
  selected,
  onSelect,
}: {
  providers: readonly TransferProvider[];
  selected: number | null;
  onSelect: (providerId: number | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  if (providers.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <Trans>Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?</Trans>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>Jei pasirinksite bendrovę, jūsų santaupos bus pervestos į naują sutartį.</Trans>
      </p>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-hint`}
        value={selected === null ? '' : String(selected)}
        onChange={(event) => onSelect(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t`Ne, neturiu`}</option>
        {providers.map((provider) => (
          <option key={provider.providerId} value={provider.providerId}>
            {provider.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The company's name for a chosen id, or null when there is no transfer. */
export function transferProviderName(
  providers: readonly TransferProvider[] | undefined,
  providerId: number | null,
): string | null {
  if (providerId === null) return null;
  return providers?.find((provider) => provider.providerId === providerId)?.name ?? null;
}

/** How long the transfer takes (§1): pillar II registered within 3 working days, then 3 days; pillar III 7 working days. */
function TransferDuration({ pillar, provider }: { pillar: 2 | 3; provider: string }) {
  if (pillar === 2) {
    const registerDays = EXECUTION_TIMES.pillar2TransferRegistrationWorkingDays;
    const transferDays = EXECUTION_TIMES.pillar2TransferCalendarDays;
    return (
      <Trans>
        Lėšos iš {provider} bus pervestos į naują sutartį: pervedimas bus įregistruotas per {registerDays}{' '}
        darbo dienas nuo pasirašymo, o lėšos pervestos per {transferDays} dienas po to.
      </Trans>
    );
  }
  const days = EXECUTION_TIMES.pillar3AssetTransferWorkingDays;
  return (
    <Trans>
      Lėšos iš {provider} bus pervestos į naują sutartį per {days} darbo dienas nuo pasirašymo.
    </Trans>
  );
}

/** On sign-agreement, before signing: the transfer will be made; its exact dates are in the contract PDF. */
export function TransferBeforeSigning({ pillar, provider }: { pillar: 2 | 3; provider: string | null }) {
  if (provider === null) return null;
  return (
    <p>
      <TransferDuration pillar={pillar} provider={provider} />{' '}
      <Trans>Tikslios datos nurodytos sutarties PDF.</Trans>
    </p>
  );
}

/** On the success screen: when the savings are expected (the signing's `effectiveDate`), else how long it takes. */
export function TransferAfterSigning({
  pillar,
  provider,
  effectiveDate,
}: {
  pillar: 2 | 3;
  provider: string | null;
  effectiveDate: string | null;
}) {
  if (provider === null) return null;
  const date = effectiveDate ? formatDate(effectiveDate) : '';
  return (
    <p>
      {date ? (
        <Trans>
          Lėšos iš {provider} bus pervestos į jūsų naują sutartį iki <span className="nowrap">{date}</span>.
        </Trans>
      ) : (
        <TransferDuration pillar={pillar} provider={provider} />
      )}
    </p>
  );
}

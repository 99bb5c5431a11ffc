import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferProvider } from '../../../machines/onboarding/onboarding-types';
import { formatDate } from '../../domain/format';
import { EXECUTION_TIMES } from '../../domain/working-days';
import { SelectField } from '../../ui/select-field';

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
  if (providers.length === 0) return null;
  return (
    <SelectField
      label={<Trans>Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?</Trans>}
      hint={<Trans>Jei pasirinksite bendrovę, jūsų santaupos bus pervestos į naują sutartį.</Trans>}
      name="transferFromProviderId"
      value={selected === null ? '' : String(selected)}
      placeholder={t`Ne, neturiu`}
      options={providers.map((provider) => ({ value: String(provider.providerId), label: provider.name }))}
      onValueChange={(value) => onSelect(value === '' ? null : Number(value))}
    />
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

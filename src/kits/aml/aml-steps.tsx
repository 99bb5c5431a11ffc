import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AmlStep } from '../../../machines/aml/aml-answers';
import { needsActivityField, needsRelationReason } from '../../domain/aml-questionnaire';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ChecklistField, ChoiceField, SelectField, useStepForm, type StepFormRef } from './aml-fields';
import { useAmlLabels } from './aml-labels';

export interface StepFormProps {
  form: StepFormRef;
  /** Back to the previous step with what is typed here (nothing is lost). */
  onBack?: ((values: Record<string, string>) => void) | undefined;
  /** The customer's residence (contacts step), which the relation-with-Lithuania questions depend on. */
  residence: string;
  /** Shown between the questions and the buttons (the identity check's messages, the attachment). */
  extra?: ReactNode;
  busy?: boolean;
}

function TextInput({
  label,
  field,
  ...rest
}: { label: ReactNode; field: ReturnType<ReturnType<typeof useStepForm>['field']> } & {
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  hint?: ReactNode;
}) {
  return <TextField label={label} {...field} {...rest} />;
}

/** The questions of one step, bound to its form child; "Toliau" submits (§4 blocked while invalid). */
export function StepQuestions({
  step,
  form,
  onBack,
  residence,
  extra,
  busy = false,
}: StepFormProps & { step: AmlStep }) {
  const { t } = useLingui();
  const labels = useAmlLabels();
  const { values, field, submit } = useStepForm(form);
  const questions = (() => {
    switch (step) {
      case 'contacts':
        return (
          <>
            <TextInput
              label={t`El. paštas`}
              type="email"
              autoComplete="email"
              inputMode="email"
              field={field('email')}
            />
            <TextInput
              label={t`Mobiliojo telefono numeris`}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={t`Pvz., +37061234567`}
              field={field('phone')}
            />
            <TextInput
              label={t`Gyvenamosios vietos adresas`}
              autoComplete="street-address"
              field={field('address')}
            />
            <SelectField
              label={t`Gyvenamoji šalis`}
              options={labels.countries}
              field={field('countryOfResidence')}
            />
          </>
        );
      case 'identityDocument':
      case 'beneficiaryDocument':
        return (
          <>
            <SelectField
              label={t`Dokumento rūšis`}
              options={labels.documentTypes}
              field={field('documentType')}
            />
            <TextInput label={t`Dokumento numeris`} autoComplete="off" field={field('documentNumber')} />
            <SelectField
              label={t`Dokumentą išdavusi šalis`}
              options={labels.countries}
              field={field('issuerCountry')}
            />
            <TextInput label={t`Galioja iki`} type="date" field={field('expiryDate')} />
          </>
        );
      case 'relationWithLithuania': {
        const asked = needsRelationReason(residence, [values.citizenship ?? '']);
        return (
          <>
            <SelectField label={t`Pilietybė`} options={labels.countries} field={field('citizenship')} />
            <SelectField
              label={t`Mokesčių rezidavimo šalis`}
              options={labels.countries}
              field={field('taxResidence')}
            />
            {asked ? (
              <>
                <SelectField
                  label={t`Kas jus sieja su Lietuva?`}
                  options={labels.relationReasons}
                  field={field('relationReason')}
                />
                <TextInput label={t`Trumpai paaiškinkite`} field={field('relationDetails')} />
              </>
            ) : null}
          </>
        );
      }
      case 'activities':
        return (
          <>
            <ChoiceField
              legend={t`Jūsų pagrindinė veikla`}
              options={labels.activities}
              field={field('activity')}
            />
            {needsActivityField(values.activity ?? '') ? (
              <TextInput
                label={t`Veiklos sritis`}
                hint={t`Pvz., švietimas, statyba, IT`}
                field={field('activityField')}
              />
            ) : null}
          </>
        );
      case 'sources':
        return (
          <>
            <ChecklistField
              legend={t`Iš kur gaunate lėšas įmokoms? Pažymėkite bent vieną.`}
              options={labels.sources}
              field={field('sources')}
            />
            {(values.sources ?? '').split(',').includes('other') ? (
              <TextInput label={t`Kitas lėšų šaltinis`} field={field('otherSource')} />
            ) : null}
          </>
        );
      case 'myIncome':
        return (
          <ChoiceField
            legend={t`Jūsų metinės pajamos`}
            options={labels.incomeRanges}
            field={field('incomeRange')}
          />
        );
      case 'pep':
      case 'beneficiaryPep':
        return (
          <>
            <ChoiceField
              legend={
                step === 'pep'
                  ? t`Ar per pastaruosius 12 mėnesių ėjote svarbias viešąsias pareigas?`
                  : t`Ar naudos gavėjas per pastaruosius 12 mėnesių ėjo svarbias viešąsias pareigas?`
              }
              options={labels.yesNo}
              field={field('isPep')}
            />
            <ChoiceField
              legend={
                step === 'pep'
                  ? t`Ar esate tokio asmens šeimos narys ar artimas pagalbininkas?`
                  : t`Ar naudos gavėjas yra tokio asmens šeimos narys ar artimas pagalbininkas?`
              }
              options={labels.yesNo}
              field={field('isRelatedToPep')}
            />
            {step === 'beneficiaryPep' && (values.isPep === 'yes' || values.isRelatedToPep === 'yes') ? (
              <TextInput label={t`Pareigos, institucija ir šalis`} field={field('details')} />
            ) : null}
          </>
        );
      case 'pepDetails':
        return (
          <TextInput
            label={t`Pareigos, institucija ir šalis`}
            hint={t`Pvz., savivaldybės tarybos narys, Vilniaus miesto savivaldybė, Lietuva`}
            field={field('details')}
          />
        );
      case 'otherQuestions':
        return (
          <>
            <ChoiceField
              legend={t`Kokiu tikslu kaupiate?`}
              options={labels.purposes}
              field={field('purpose')}
            />
            <SelectField
              label={t`Kiek ketinate įmokėti per metus?`}
              options={labels.incomeRanges}
              field={field('expectedYearlyContributions')}
            />
            <ChoiceField
              legend={t`Ar veikiate savo vardu ir savo naudai?`}
              options={labels.yesNo}
              field={field('actsOnOwnBehalf')}
            />
          </>
        );
      case 'beneficiaryQuestion':
        return (
          <ChoiceField
            legend={t`Ar jūs esate galutinis lėšų naudos gavėjas?`}
            options={labels.yesNo}
            field={field('customerIsBeneficiary')}
          />
        );
      case 'beneficiaryContacts':
        return (
          <>
            <TextInput label={t`Vardas`} field={field('firstName')} />
            <TextInput label={t`Pavardė`} field={field('lastName')} />
            <TextInput label={t`Asmens kodas arba gimimo data`} field={field('personalCodeOrBirthDate')} />
            <TextInput label={t`Gyvenamosios vietos adresas`} field={field('address')} />
            <SelectField
              label={t`Gyvenamoji šalis`}
              options={labels.countries}
              field={field('countryOfResidence')}
            />
          </>
        );
    }
  })();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {questions}
      {extra}
      <div className="actions">
        <Button type="submit" loading={busy}>
          <Trans>Toliau</Trans>
        </Button>
        {onBack ? (
          <Button variant="secondary" onClick={() => onBack(values)}>
            <Trans>Atgal</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

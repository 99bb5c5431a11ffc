import { useLingui } from '@lingui/react/macro';
import type { AmlStep } from '../../../machines/aml/aml-answers';
import { AML_COUNTRIES } from '../../domain/aml-questionnaire';

type Option = { value: string; label: string };

/** The questionnaire's words: step titles and the answers offered (§5 income ranges). */
export function useAmlLabels() {
  const { t, i18n } = useLingui();
  const names = (() => {
    try {
      return new Intl.DisplayNames([i18n.locale === 'en' ? 'en' : 'lt'], { type: 'region' });
    } catch {
      return null;
    }
  })();
  const countries: Option[] = AML_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code }));

  const stepTitles: Record<AmlStep | 'approve', string> = {
    contacts: t`Mano kontaktai`,
    identityDocument: t`Asmens tapatybės dokumentas`,
    relationWithLithuania: t`Ryšys su Lietuva`,
    activities: t`Veikla`,
    sources: t`Lėšų šaltiniai`,
    myIncome: t`Mano pajamos`,
    pep: t`Politiškai pažeidžiamas asmuo`,
    pepDetails: t`Pareigos ir institucija`,
    otherQuestions: t`Kiti klausimai`,
    beneficiaryQuestion: t`Galutinis naudos gavėjas`,
    beneficiaryContacts: t`Naudos gavėjo duomenys`,
    beneficiaryDocument: t`Naudos gavėjo dokumentas`,
    beneficiaryPep: t`Naudos gavėjo politinis pažeidžiamumas`,
    approve: t`Anketos patvirtinimas`,
  };

  const incomeRanges: Option[] = [
    { value: 'upTo1000', label: t`iki 1 000 EUR` },
    { value: 'from1000To15000', label: t`1 000–15 000 EUR` },
    { value: 'from15000To30000', label: t`15 000–30 000 EUR` },
    { value: 'from30000To300000', label: t`30 000–300 000 EUR` },
    { value: 'over300000', label: t`daugiau nei 300 000 EUR` },
  ];
  const documentTypes: Option[] = [
    { value: 'IdCard', label: t`Asmens tapatybės kortelė` },
    { value: 'LithuanianPassport', label: t`Lietuvos Respublikos pasas` },
    { value: 'ResidencePermit', label: t`Leidimas gyventi` },
    { value: 'ForeignPassport', label: t`Užsienio valstybės pasas` },
    { value: 'ForeignIdCard', label: t`Užsienio valstybės asmens tapatybės kortelė` },
  ];
  const activities: Option[] = [
    { value: 'employed', label: t`Dirbu pagal darbo sutartį` },
    { value: 'selfEmployed', label: t`Dirbu savarankiškai` },
    { value: 'business', label: t`Turiu verslą` },
    { value: 'student', label: t`Studijuoju` },
    { value: 'retired', label: t`Esu pensininkas (-ė)` },
    { value: 'unemployed', label: t`Nedirbu` },
    { value: 'other', label: t`Kita` },
  ];
  const sources: Option[] = [
    { value: 'salary', label: t`Darbo užmokestis` },
    { value: 'business', label: t`Verslo pajamos` },
    { value: 'pension', label: t`Pensija ar išmokos` },
    { value: 'savings', label: t`Santaupos` },
    { value: 'investments', label: t`Investicijų pajamos` },
    { value: 'inheritance', label: t`Paveldėjimas` },
    { value: 'gift', label: t`Dovana` },
    { value: 'property', label: t`Turto pardavimas ar nuoma` },
    { value: 'other', label: t`Kita` },
  ];
  const relationReasons: Option[] = [
    { value: 'work', label: t`Darbas` },
    { value: 'family', label: t`Šeima` },
    { value: 'studies', label: t`Studijos` },
    { value: 'property', label: t`Turtas` },
    { value: 'business', label: t`Verslas` },
    { value: 'other', label: t`Kita` },
  ];
  const purposes: Option[] = [
    { value: 'pension', label: t`Kaupti pensijai` },
    { value: 'savings', label: t`Taupyti` },
    { value: 'investment', label: t`Investuoti` },
    { value: 'other', label: t`Kita` },
  ];
  const yesNo: Option[] = [
    { value: 'yes', label: t`Taip` },
    { value: 'no', label: t`Ne` },
  ];
  return {
    countries,
    stepTitles,
    incomeRanges,
    documentTypes,
    activities,
    sources,
    relationReasons,
    purposes,
    yesNo,
  };
}

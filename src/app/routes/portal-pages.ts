import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Every screen of the authorized area (spec §2 "Portal routes", onboarding, fund change, AML and
 * applications), with its title. Screens whose flow has not landed yet render the honest
 * "being prepared" page; a flow replaces its rows with real routes when it lands.
 */
export interface PortalPage<TPath extends string = string> {
  /** Path below /portal/ (a literal type, so that every route id is known to TypeScript). */
  path: TPath;
  title: MessageDescriptor;
  /** The area a not-yet-built screen belongs to, used for the "being prepared" text. */
  area: 'portal' | 'onboarding' | 'fund-change' | 'aml' | 'applications';
}

const portal = <const TPath extends string>(path: TPath, title: MessageDescriptor): PortalPage<TPath> => ({
  path,
  title,
  area: 'portal',
});
const page = <const TPath extends string>(
  path: TPath,
  title: MessageDescriptor,
  area: PortalPage['area'],
): PortalPage<TPath> => ({ path, title, area });

export const portalPages = [
  portal('dashboard', msg`Pradžia`),
  portal('how-to-pay', msg`Kaip mokėti įmokas`),
  portal('password-reset', msg`Slaptažodžio atkūrimas`),
  portal('password-change', msg`Slaptažodžio keitimas`),
  portal('password-change/success', msg`Slaptažodis pakeistas`),
  portal('notifications-list', msg`Pranešimai`),
  portal('notifications-options', msg`Pranešimų nustatymai`),
  portal('notifications-options/core-notifications', msg`Pagrindiniai pranešimai`),
  portal('notifications-options/gdpr-notifications', msg`Sutikimai dėl duomenų`),
  portal('documents-list', msg`Dokumentai`),
  portal('document-upload', msg`Dokumentų įkėlimas`),
  portal('document-upload/success', msg`Dokumentai įkelti`),
  portal('e-invoices', msg`E. sąskaitos`),
  portal('e-invoices/invoices', msg`E. sąskaitos`),
  portal('e-invoices/invoices-agreements', msg`E. sąskaitų sutikimai`),
  portal('user-information', msg`Mano duomenys`),
  portal('user-information/contacts', msg`Kontaktiniai duomenys`),
  portal('user-information/contacts/success', msg`Kontaktiniai duomenys atnaujinti`),
  portal('user-information/bank-details', msg`Banko sąskaita`),
  portal('account-transactions', msg`Sąskaitos operacijos`),
  portal('contractsoverview', msg`Sutarčių apžvalga`),
  portal('contracts-overview', msg`Sutarčių apžvalga`),
  portal('reports', msg`Ataskaitos`),
  portal('terms-and-conditions', msg`Naudojimosi sąlygos`),
  portal('investment-funds', msg`Investiciniai fondai`),
  portal('accumulation-performance', msg`Kaupimo rezultatai`),
  portal('aml-failed', msg`Kliento anketa nepatvirtinta`),

  page('onboarding', msg`Pensijų kaupimo sutartis`, 'onboarding'),
  page('onboarding-start', msg`Pradėkite kaupti pensijai`, 'onboarding'),
  ...(
    [
      ['already-onboarded', msg`Jūs jau kaupiate II pakopoje`],
      ['choose-second-pillar-fund', msg`II pakopos fondo pasirinkimas`],
      ['payments-stopped', msg`Įmokos sustabdytos`],
      ['choose-third-pillar-fund', msg`III pakopos fondo pasirinkimas`],
      ['aml-process', msg`Kliento anketa`],
      ['aml-identification', msg`Asmens tapatybės dokumentas`],
      ['aml-income', msg`Pajamų šaltiniai`],
      ['aml-preview', msg`Anketos peržiūra`],
      ['aml-validating', msg`Anketa tikrinama`],
      ['client-data', msg`Kliento duomenys`],
      ['payments-into-fund', msg`Įmokos į fondą`],
      ['sign-agreement', msg`Sutarties pasirašymas`],
      ['success-second-pillar', msg`II pakopos sutartis pasirašyta`],
      ['success-third-pillar', msg`III pakopos sutartis pasirašyta`],
    ] as const
  ).map(([step, title]) => page(`onboarding/${step}`, title, 'onboarding')),

  ...(
    [
      ['start', msg`Fondo keitimas`],
      ['aml-process', msg`Kliento anketa`],
      ['aml-identification', msg`Asmens tapatybės dokumentas`],
      ['aml-income', msg`Pajamų šaltiniai`],
      ['aml-preview', msg`Anketos peržiūra`],
      ['aml-validating', msg`Anketa tikrinama`],
      ['client-data', msg`Kliento duomenys`],
      ['preview', msg`Fondo keitimo peržiūra`],
      ['create-invoice', msg`E. sąskaitos sutikimas`],
      ['success', msg`Fondo keitimo prašymas pateiktas`],
    ] as const
  ).map(([step, title]) => page(`fund-change/${step}`, title, 'fund-change')),

  page('aml', msg`Kliento anketa`, 'aml'),
  ...(
    [
      ['contacts/my-contacts', msg`Mano kontaktai`],
      ['id-document', msg`Asmens tapatybės dokumentas`],
      ['relation-with-lithuania', msg`Ryšys su Lietuva`],
      ['sources-of-income', msg`Pajamų šaltiniai`],
      ['sources-of-income/activities', msg`Veikla`],
      ['sources-of-income/sources', msg`Lėšų šaltiniai`],
      ['sources-of-income/my-income', msg`Mano pajamos`],
      ['pep', msg`Politiškai pažeidžiamas asmuo`],
      ['other-questions', msg`Kiti klausimai`],
      ['final-beneficiary', msg`Galutinis naudos gavėjas`],
      ['final-beneficiary/question', msg`Galutinis naudos gavėjas`],
      ['final-beneficiary/contacts', msg`Naudos gavėjo kontaktai`],
      ['final-beneficiary/id-document', msg`Naudos gavėjo dokumentas`],
      ['final-beneficiary/beneficiary-pep', msg`Naudos gavėjo politinis pažeidžiamumas`],
      ['approve', msg`Anketos patvirtinimas`],
      ['success', msg`Anketa pateikta`],
    ] as const
  ).map(([step, title]) => page(`aml/${step}`, title, 'aml')),

  page('applications', msg`Prašymai`, 'applications'),
  ...(
    [
      ['main', msg`Prašymai`],
      ['second-pillar', msg`II pakopos prašymai`],
      ['third-pillar', msg`III pakopos prašymai`],
      ['max-accumulations', msg`Maksimalus kaupimas`],
      ['sign-applications', msg`Prašymo pasirašymas`],
      ['vacation', msg`Įmokų atostogos`],
      ['termination', msg`Sutarties nutraukimas`],
      ['success', msg`Prašymas pateiktas`],
      ['error-500-applications', msg`Prašymo pateikti nepavyko`],
    ] as const
  ).map(([step, title]) => page(`applications/${step}`, title, 'applications')),
] satisfies PortalPage[];

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/routes/lazy-page';
import { portalRoute } from '../../app/routes/portal-route';

/**
 * The AML questionnaire (spec §2 "AML questionnaire"): every step's URL shows the same
 * component, so moving between steps keeps the one flow actor (src/kits/aml/aml-view.tsx); the
 * machine decides which step a URL may open.
 */
const AmlPage = lazyPage(() => import('../../kits/aml/aml-view'), 'AmlPage');

const aml = <const TPath extends string>(path: TPath, title: MessageDescriptor) =>
  createRoute({ getParentRoute: () => portalRoute, path, staticData: { title }, component: AmlPage });

export const amlRoutes = [
  aml('/aml', msg`Kliento anketa`),
  aml('/aml/contacts', msg`Mano kontaktai`),
  aml('/aml/contacts/my-contacts', msg`Mano kontaktai`),
  aml('/aml/id-document', msg`Asmens tapatybės dokumentas`),
  aml('/aml/relation-with-lithuania', msg`Ryšys su Lietuva`),
  aml('/aml/sources-of-income', msg`Pajamų šaltiniai`),
  aml('/aml/sources-of-income/activities', msg`Veikla`),
  aml('/aml/sources-of-income/sources', msg`Lėšų šaltiniai`),
  aml('/aml/sources-of-income/my-income', msg`Mano pajamos`),
  aml('/aml/pep', msg`Politiškai pažeidžiamas asmuo`),
  aml('/aml/pep/details', msg`Pareigos ir institucija`),
  aml('/aml/other-questions', msg`Kiti klausimai`),
  aml('/aml/final-beneficiary', msg`Galutinis naudos gavėjas`),
  aml('/aml/final-beneficiary/question', msg`Galutinis naudos gavėjas`),
  aml('/aml/final-beneficiary/contacts', msg`Naudos gavėjo kontaktai`),
  aml('/aml/final-beneficiary/id-document', msg`Naudos gavėjo dokumentas`),
  aml('/aml/final-beneficiary/beneficiary-pep', msg`Naudos gavėjo politinis pažeidžiamumas`),
  aml('/aml/approve', msg`Anketos patvirtinimas`),
  aml('/aml/success', msg`Anketa pateikta`),
  createRoute({
    getParentRoute: () => portalRoute,
    path: '/aml-failed',
    staticData: { title: msg`Kliento anketa nepatvirtinta` },
    component: lazyPage(() => import('../../kits/aml/aml-view'), 'AmlFailedPage'),
  }),
] as const;

import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyModule, lazyPage } from '../../app/routes/lazy-page';
import { dataScreen, portalRoute } from '../../app/routes/portal-route';

const loaders = lazyModule(() => import('./settings-loaders'));
const contactsPage = () => import('./contacts');
const notificationsPage = () => import('./notification-options');

/**
 * My details, contacts, bank account, notification and consent settings. Each screen reads its
 * loader's data with `getRouteApi('/portal/…').useLoaderData()`, typed from here.
 */
export const userInformationRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/user-information',
  staticData: { title: msg`Mano duomenys` },
  loader: ({ context }) => loaders().then((m) => m.userInformationLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./user-information'), 'UserInformationPage'),
});

export const contactsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/user-information/contacts',
  staticData: { title: msg`Kontaktiniai duomenys` },
  loader: ({ context }) => loaders().then((m) => m.contactsLoader(context)),
  ...dataScreen,
  component: lazyPage(contactsPage, 'ContactsPage'),
});

export const contactsSuccessRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/user-information/contacts/success',
  staticData: { title: msg`Kontaktiniai duomenys atnaujinti` },
  component: lazyPage(contactsPage, 'ContactsSuccessPage'),
});

export const bankDetailsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/user-information/bank-details',
  staticData: { title: msg`Banko sąskaita` },
  loader: ({ context }) => loaders().then((m) => m.bankDetailsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./bank-details'), 'BankDetailsPage'),
});

export const notificationsOptionsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/notifications-options',
  staticData: { title: msg`Pranešimų nustatymai` },
  loader: ({ context }) => loaders().then((m) => m.notificationsOptionsLoader(context)),
  ...dataScreen,
  component: lazyPage(notificationsPage, 'NotificationsOptionsPage'),
});

export const coreNotificationsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/notifications-options/core-notifications',
  staticData: { title: msg`Pagrindiniai pranešimai` },
  loader: ({ context }) => loaders().then((m) => m.notificationsOptionsLoader(context)),
  ...dataScreen,
  component: lazyPage(notificationsPage, 'CoreNotificationsPage'),
});

export const gdprNotificationsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/notifications-options/gdpr-notifications',
  staticData: { title: msg`Sutikimai dėl duomenų` },
  loader: ({ context }) => loaders().then((m) => m.gdprNotificationsLoader(context)),
  ...dataScreen,
  component: lazyPage(notificationsPage, 'GdprNotificationsPage'),
});

export const settingsRoutes = [
  userInformationRoute,
  contactsRoute,
  contactsSuccessRoute,
  bankDetailsRoute,
  notificationsOptionsRoute,
  coreNotificationsRoute,
  gdprNotificationsRoute,
] as const;

import type { PortalScreen } from './portal-screen';

/** Dashboard, contracts, how to pay, terms, investment funds and accumulation performance (issue 5). */
export const overviewScreens: PortalScreen[] = [];

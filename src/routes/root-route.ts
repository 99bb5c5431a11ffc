import type { MessageDescriptor } from '@lingui/core';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../views/shell/app-shell';
import { RouteErrorPage } from '../views/errors/route-error-page';
import { RedirectToNotFound } from '../views/errors/redirect-to-not-found';
import type { RouterContext } from './router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Document title and page heading of the screen. */
    title?: MessageDescriptor;
  }
}

/** The root of THE route table (src/routes/route-tree.tsx): the shell around every page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: RouteErrorPage,
  notFoundComponent: RedirectToNotFound,
});

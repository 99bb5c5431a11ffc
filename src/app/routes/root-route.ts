import type { MessageDescriptor } from '@lingui/core';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../shell/app-shell';
import { RouteErrorPage } from '../errors/route-error-page';
import { RedirectToNotFound } from '../errors/redirect-to-not-found';
import type { RouterContext } from './router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Document title and page heading of the screen. */
    title?: MessageDescriptor;
  }
}

/** The root of THE route table (src/app/routes/route-tree.tsx): the shell around every page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: RouteErrorPage,
  notFoundComponent: RedirectToNotFound,
});

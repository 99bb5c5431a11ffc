import { Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { Navigate } from '@tanstack/react-router';
import { StopRenewFlow } from './stop-renew';

const BASE = '/portal/applications';

/** Segments a flow starts from, and the steps every application flow shares. */
const STOP_RENEW_ENTRIES: Readonly<Record<string, 2 | 3>> = { 'second-pillar': 2, 'third-pillar': 3 };
const SHARED_STEPS = new Set(['sign-applications', 'success', 'error-500-applications']);

/**
 * /portal/applications/*: `main` is its own page; the other segments belong to the application flow the
 * customer started (stop or renew from second-pillar / third-pillar). The flow's actor lives here, so
 * its shared steps (sign-applications, success, error-500-applications) keep what was entered; a shared
 * step opened without a running flow (a reload, a typed URL) goes back to the list.
 */
export function ApplicationsLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const segment = pathname.startsWith(`${BASE}/`) ? pathname.slice(BASE.length + 1).replace(/\/$/, '') : '';
  const [entry, setEntry] = useState<{ pillar: 2 | 3 } | null>(null);
  const pillar = STOP_RENEW_ENTRIES[segment];
  if (pillar !== undefined && entry?.pillar !== pillar) {
    setEntry({ pillar });
    return null;
  }
  if (pillar !== undefined || (SHARED_STEPS.has(segment) && entry !== null)) {
    return entry ? <StopRenewFlow key={entry.pillar} pillar={entry.pillar} /> : null;
  }
  if (SHARED_STEPS.has(segment)) return <Navigate to="/portal/applications/main" replace />;
  return <Outlet />;
}

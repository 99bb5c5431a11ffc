import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useAuthActor } from '../auth-context';
import { Button } from '../../ui/button';
import { UnreadBadge } from '../../flows/records/unread-badge';

const navItems = [
  { to: '/portal/dashboard', key: 'dashboard' },
  { to: '/portal/contractsoverview', key: 'contracts' },
  { to: '/portal/applications', key: 'applications' },
  { to: '/portal/account-transactions', key: 'transactions' },
  { to: '/portal/reports', key: 'reports' },
  { to: '/portal/documents-list', key: 'documents' },
  { to: '/portal/document-upload', key: 'upload' },
  { to: '/portal/notifications-list', key: 'notifications' },
  { to: '/portal/how-to-pay', key: 'pay' },
  { to: '/portal/user-information', key: 'profile' },
  { to: '/portal/notifications-options', key: 'notificationSettings' },
  { to: '/portal/password-change', key: 'password' },
] as const;

export type PortalNavKey = (typeof navItems)[number]['key'];

/**
 * The portal menu. On a wide screen it is a sidebar that is always shown; below the phone breakpoint
 * (48rem, see styles.css) it collapses behind a "Meniu" button (a disclosure: aria-expanded,
 * aria-controls) that opens it as a panel over the page. The panel closes on Escape (focus back to the
 * button), on navigation, on a click outside it and when focus leaves it.
 *
 * `badges` is a slot per menu item (e.g. the unread count on Notifications), rendered after the label.
 */
export function PortalMenu({ badges = {} }: { badges?: Partial<Record<PortalNavKey, ReactNode>> }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The menu is open for the page it was opened on: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const outside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);
  const labels: Record<PortalNavKey, string> = {
    dashboard: t`Pradžia`,
    contracts: t`Sutartys`,
    applications: t`Prašymai`,
    transactions: t`Operacijos`,
    reports: t`Ataskaitos`,
    documents: t`Dokumentai`,
    upload: t`Dokumentų įkėlimas`,
    notifications: t`Pranešimai`,
    pay: t`Kaip mokėti`,
    profile: t`Mano duomenys`,
    notificationSettings: t`Pranešimų nustatymai`,
    password: t`Slaptažodis`,
  };
  return (
    <nav
      ref={rootRef}
      className={`portal__nav${open ? ' portal__nav--open' : ''}`}
      aria-label={t`Savitarnos meniu`}
    >
      <button
        ref={toggleRef}
        type="button"
        className="portal__menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="portal__menu-icon" aria-hidden="true" />
        <Trans>Meniu</Trans>
      </button>
      <div id={panelId} className="portal__panel">
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                <span className="portal__nav-label">{labels[item.key]}</span>
                {badges[item.key] ?? null}
              </Link>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="portal__logout"
          onClick={() => auth.send({ type: 'session.logout' })}
        >
          <Trans>Atsijungti</Trans>
        </Button>
      </div>
    </nav>
  );
}

/** The authorized area: portal navigation around the current screen. */
export function PortalLayout() {
  return (
    <div className="portal">
      <PortalMenu badges={{ notifications: <UnreadBadge /> }} />
      <div className="portal__content">
        <Outlet />
      </div>
    </div>
  );
}

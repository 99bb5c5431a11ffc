import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { useAuthActor } from '../../app/auth-context';
import { Button } from '../../ui/button';
import { UnreadBadge } from './records/unread-badge';

const navItems = [
  { to: '/portal/dashboard', key: 'dashboard' },
  { to: '/portal/contractsoverview', key: 'contracts' },
  { to: '/portal/account-transactions', key: 'transactions' },
  { to: '/portal/reports', key: 'reports' },
  { to: '/portal/documents-list', key: 'documents' },
  { to: '/portal/notifications-list', key: 'notifications' },
  { to: '/portal/how-to-pay', key: 'pay' },
  { to: '/portal/user-information', key: 'profile' },
  { to: '/portal/password-change', key: 'password' },
] as const;

/** The authorized area: portal navigation around the current screen. */
export function PortalLayout() {
  const { t } = useLingui();
  const auth = useAuthActor();
  const labels: Record<(typeof navItems)[number]['key'], string> = {
    dashboard: t`Pradžia`,
    contracts: t`Sutartys`,
    transactions: t`Operacijos`,
    reports: t`Ataskaitos`,
    documents: t`Dokumentai`,
    notifications: t`Pranešimai`,
    pay: t`Kaip mokėti`,
    profile: t`Mano duomenys`,
    password: t`Slaptažodžio keitimas`,
  };
  return (
    <div className="portal">
      <nav className="portal__nav" aria-label={t`Savitarnos meniu`}>
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                {labels[item.key]}
                {item.key === 'notifications' ? <UnreadBadge /> : null}
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
      </nav>
      <div className="portal__content">
        <Outlet />
      </div>
    </div>
  );
}

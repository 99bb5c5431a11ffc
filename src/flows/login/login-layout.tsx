import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { selectIsBankLoginPending } from '../../../machines/auth/auth.selectors';
import { BankLoginPending } from './bank-handover';
import { SignedOutNotice } from './signed-out-notice';

const tabs = [
  { to: '/login/smart-id', label: 'Smart-ID', register: '/register/smart-id' },
  { to: '/login/mobile-id', label: 'Mobile-ID', register: '/register/mobile-id' },
  { to: '/login/email', label: null, register: '/register' },
] as const;

/** The login page: method tabs (each a route, so the browser's back button and links work), the form, register. */
export function LoginLayout() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = tabs.find((tab) => pathname.startsWith(tab.to));
  const isRemind = pathname.startsWith('/login/remind-password');
  // A bank return with `?token=` (§4) is exchanged on whichever login page it landed on.
  const bankLoginPending = useSelector(useAuthActor(), selectIsBankLoginPending);
  const onHandoverPage = pathname.startsWith('/login/sb/');
  // /login/sb/:token shows its own wait and must stay mounted (it would send its token again).
  const bankReturnPending = bankLoginPending && !onHandoverPage;
  const isHandover = onHandoverPage || bankLoginPending;
  return (
    <div className="page page--narrow login">
      <h1>
        {isRemind ? (
          <Trans>Slaptažodžio priminimas</Trans>
        ) : (
          <Trans>Prisijungimas prie pensijų savitarnos</Trans>
        )}
      </h1>
      {!isHandover ? <SignedOutNotice /> : null}
      {!isRemind && !isHandover ? (
        <nav aria-label={t`Prisijungimo būdas`} className="tabs">
          <ul className="tabs__list">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  search={true}
                  className="tabs__tab"
                  activeProps={{ className: 'tabs__tab tabs__tab--active', 'aria-current': 'page' }}
                >
                  {tab.label ?? t`Slaptažodis`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="card login__card">{bankReturnPending ? <BankLoginPending /> : <Outlet />}</section>
      {!isRemind && !isHandover ? (
        <section className="login__register" aria-labelledby="register-title">
          <h2 id="register-title" className="login__register-title">
            <Trans>Dar nekaupiate pensijai su mumis?</Trans>
          </h2>
          <p>
            <Trans>
              Tapkite klientu nuotoliniu būdu: <Link to={active?.register ?? '/register'}>registracija</Link>{' '}
              užtruks tik kelias minutes.
            </Trans>
          </p>
          <Link className="btn btn--secondary" to={active?.register ?? '/register'}>
            <Trans>Registruotis</Trans>
          </Link>
        </section>
      ) : null}
      <section id="how-to-login" className="login__help" aria-labelledby="how-to-login-title">
        <h2 id="how-to-login-title" className="login__register-title">
          <Trans>Kaip prisijungti?</Trans>
        </h2>
        <p>
          <Trans>
            Prisijunkite su Smart-ID ar Mobile-ID – tereikės patvirtinti prisijungimą telefone. Slaptažodį
            galite susikurti pasinaudoję slaptažodžio priminimu.
          </Trans>
        </p>
      </section>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { config, type SelfServiceLink } from '../../app/config';
import { LanguageSwitcher } from './language-switcher';

function useSelfServiceLabel(): (id: SelfServiceLink['id']) => string {
  const { t } = useLingui();
  return (id) =>
    ({
      'internet-bank': t`Internetinė bankininkystė`,
      leasing: t`Lizingas`,
      insurance: t`Draudimas`,
      business: t`Verslui`,
    })[id];
}

/** The group's self-service switcher: the pension portal is the current one, the others are external. */
function SelfServiceSwitcher() {
  const { t } = useLingui();
  const label = useSelfServiceLabel();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <div
      className="switcher"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="switcher__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`Pensijų savitarna`}
        <span className="visually-hidden">{t`: pasirinkti kitą savitarną`}</span>
        <span aria-hidden="true" className="switcher__chevron" />
      </button>
      <ul id={menuId} className="switcher__menu" hidden={!open}>
        {config.selfServiceLinks.map((link) => (
          <li key={link.id}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {label(link.id)}
              <span className="visually-hidden">{t` (atsidaro naujame lange)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Header({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="brand" aria-label={t`Pensijų savitarna – į pradžią`}>
          <span className="brand__mark" aria-hidden="true">
            P
          </span>
          <span className="brand__name">{t`Pensijų fondai`}</span>
        </Link>
        <nav aria-label={t`Banko grupės savitarnos`}>
          <SelfServiceSwitcher />
        </nav>
        <div className="header__actions">
          {actions}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}

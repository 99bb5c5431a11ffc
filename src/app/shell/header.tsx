import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { config, type SelfServiceLink } from '../config';
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the menu and returns focus to its button; a click elsewhere closes it too.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !toggleRef.current?.parentElement?.contains(event.target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <div className="switcher">
      <button
        ref={toggleRef}
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
        <Link to="/" className="brand" aria-label={t`Pensijų fondai – į pradžią`}>
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

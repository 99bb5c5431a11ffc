import { useLingui } from '@lingui/react/macro';
import { passwordChecklist } from '../../domain/password';

/** The §5 password rules as a live checklist under a new-password field. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useLingui();
  const checklist = passwordChecklist(password);
  const rules = [
    [checklist.minLength, t`Bent 7 simboliai`],
    [checklist.uppercase, t`Didžioji raidė`],
    [checklist.lowercase, t`Mažoji raidė`],
    [checklist.digitOrSpecial, t`Skaitmuo arba specialusis simbolis`],
  ] as const;
  return (
    <ul className="checklist" aria-label={t`Slaptažodžio reikalavimai`}>
      {rules.map(([ok, label]) => (
        <li key={label} data-ok={ok}>
          {ok ? '✓ ' : '• '}
          {label}
        </li>
      ))}
    </ul>
  );
}

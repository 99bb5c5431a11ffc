import { useFormBinding } from './use-form';

/**
 * A portal form's binding with `field(name)`: the props a TextField or SelectField needs (its value and
 * error, locked while submitting). Kept apart from `useFormBinding`, which the login screens load first.
 */
export function useFieldBinding<TField extends string>(actor: Parameters<typeof useFormBinding>[0]) {
  const binding = useFormBinding<TField>(actor);
  return {
    ...binding,
    field: (name: TField) => ({
      name,
      value: binding.values[name],
      error: binding.errorOf(name),
      disabled: binding.submitting,
      onValueChange: (value: string) => binding.change(name, value),
      onBlur: () => binding.blur(name),
    }),
  };
}

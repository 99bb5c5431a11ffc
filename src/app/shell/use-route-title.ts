import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const { i18n } = useLingui();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.staticData.title;
    if (title) return i18n._(title);
  }
  return undefined;
}

/** Keeps document.title in step with the route and the language. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  const product = i18n._(msg`Pensijų savitarna`);
  useEffect(() => {
    document.title = title ? `${title} – ${product}` : product;
  }, [title, product]);
}

import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll box. It is a named region that takes keyboard focus, so a keyboard
 * user can scroll it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable") - the pattern
 * for responsive tables. jsx-a11y's strict preset forbids tabIndex on a non-interactive element in
 * general, hence the one exception below.
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable scroll region, see above
    <div className="records-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

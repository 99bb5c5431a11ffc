import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/button';

/** The design system's style sheet, as the app loads it (jsdom applies its rules to computed styles). */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(
    resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/ui/styles.css'),
    'utf8',
  );
  document.head.append(style);
});
afterEach(cleanup);

describe('Button', () => {
  // jsdom applies the rules but does not resolve custom properties: the colour is compared as written.
  it('a disabled button looks disabled: the "not allowed" pointer and the muted text', () => {
    render(
      <>
        <Button>Toliau</Button>
        <Button disabled>Siųsti kodą dar kartą</Button>
        <Button variant="secondary" disabled>
          Atgal
        </Button>
      </>,
    );
    const enabled = getComputedStyle(screen.getByRole('button', { name: 'Toliau' }));
    expect(enabled.cursor).toBe('pointer');
    expect(enabled.color).not.toBe('var(--ink-muted)');
    for (const name of ['Siųsti kodą dar kartą', 'Atgal']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const style = getComputedStyle(button);
      expect(style.cursor, name).toBe('not-allowed');
      expect(style.color, name).toBe('var(--ink-muted)');
    }
  });

  it('a busy button keeps its colours and shows progress, not "not allowed"', () => {
    render(<Button loading>Patvirtinti</Button>);
    const button = screen.getByRole('button', { name: 'Patvirtinti' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(getComputedStyle(button).cursor).toBe('progress');
  });
});

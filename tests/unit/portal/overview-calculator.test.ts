import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../src/i18n/locale';
import { TaxReliefCalculator } from '../../../src/flows/overview/tax-relief-calculator';

const NBSP = '\u00a0';

describe('tax relief calculator (accessible input, live result)', () => {
  afterEach(cleanup);
  beforeAll(async () => {
    await activateLocale('lt', { persist: false });
  });

  const renderCalculator = () =>
    render(createElement(I18nProvider, { i18n }, createElement(TaxReliefCalculator)));

  it('is a labelled field whose result is announced politely', async () => {
    renderCalculator();
    const input = screen.getByLabelText('Įmokos į III pakopą per metus, €');
    const output = screen.getByRole('status');
    expect(output.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-controls')).toBe(output.id);
    await userEvent.type(input, '1000');
    expect(output.textContent).toContain(`200,00${NBSP}€`);
    expect(output.textContent).toContain(`500,00${NBSP}€`);
  });

  it('caps at 300 EUR and says the maximum is reached', async () => {
    renderCalculator();
    await userEvent.type(screen.getByLabelText('Įmokos į III pakopą per metus, €'), '2 000,50');
    const output = screen.getByRole('status');
    expect(output.textContent).toContain(`300,00${NBSP}€`);
    expect(output.textContent).toContain('Pasiekėte didžiausią lengvatą');
  });

  it('shows the number-format error after leaving a wrong value', async () => {
    renderCalculator();
    const input = screen.getByLabelText('Įmokos į III pakopą per metus, €');
    await userEvent.type(input, 'abc');
    expect(screen.queryByText('Neteisingas skaičiaus formatas')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Neteisingas skaičiaus formatas')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

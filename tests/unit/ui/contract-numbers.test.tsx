import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextWithContractNumbers } from '../../../src/ui/contract-numbers';

afterEach(cleanup);

describe('contract numbers in text written elsewhere', () => {
  it('keeps each contract number on one line and leaves the rest of the text as it is', () => {
    const text = 'Sutartys 2P-1004521 ir 3P-2008813: įmokos įskaitytos (2P-1004521).';
    const { container } = render(<TextWithContractNumbers text={text} />);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('.nowrap')].map((span) => span.textContent)).toEqual([
      '2P-1004521',
      '3P-2008813',
      '2P-1004521',
    ]);
  });

  it('writes text without a contract number unchanged', () => {
    const { container } = render(<TextWithContractNumbers text="Įmoka įskaityta, 2025-11-07." />);
    expect(container.innerHTML).toBe('Įmoka įskaityta, 2025-11-07.');
  });
});

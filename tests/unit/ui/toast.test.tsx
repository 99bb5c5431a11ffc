import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../src/ui/toast';
import { useToasts } from '../../../src/kits/forms/use-toasts';

/** §9: toasts close by themselves after 500 ms (general) and 1,500 ms (success); §8 messages that need reading stay. */
function Harness({
  tone,
  needsReading = false,
}: {
  tone: 'success' | 'info' | 'error';
  needsReading?: boolean;
}) {
  const { toasts, show, dismiss } = useToasts();
  useEffect(() => {
    show(tone, 'Pranešimas', { needsReading });
  }, [show, tone, needsReading]);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} closeLabel="Uždaryti" />;
}

describe('toasts (§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a success toast is announced politely and closes after 1,500 ms', () => {
    render(<Harness tone="success" />);
    expect(screen.getByRole('status').textContent).toContain('Pranešimas');
    act(() => vi.advanceTimersByTime(1_499));
    expect(screen.queryByText('Pranešimas')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pranešimas')).toBeNull();
  });

  it('a general toast closes after 500 ms', () => {
    render(<Harness tone="info" />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Pranešimas')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pranešimas')).toBeNull();
  });

  it('a message that needs reading is announced assertively and stays until dismissed', () => {
    render(<Harness tone="error" needsReading />);
    expect(screen.getByRole('alert').textContent).toContain('Pranešimas');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Pranešimas')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Uždaryti' }).click());
    expect(screen.queryByText('Pranešimas')).toBeNull();
  });

  it('an error stays until dismissed even when not marked as needing reading', () => {
    render(<Harness tone="error" />);
    expect(screen.getByRole('alert').textContent).toContain('Pranešimas');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Pranešimas')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Uždaryti' }).click());
    expect(screen.queryByText('Pranešimas')).toBeNull();
  });

  it('a success toast is announced politely (role=status), not as an alert', () => {
    render(<Harness tone="success" />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

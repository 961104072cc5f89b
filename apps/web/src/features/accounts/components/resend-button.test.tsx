import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ResendButton, resendWaitSeconds } from './resend-button';

beforeAll(() => loadNamespaces('accounts'));

function button() {
  return screen.getByRole('button', { name: /Код дахин илгээх/ }) as HTMLButtonElement;
}

async function wait(seconds: number) {
  await act(async () => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

async function click() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('ResendButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 60 s after the first code and 60 s more after each resend', async () => {
    const onResend = vi.fn().mockResolvedValue({ sent: true });
    renderWithProviders(<ResendButton initialWait={60} onResend={onResend} />);
    expect(button().textContent).toBe('Код дахин илгээх (60)');
    expect(button().disabled).toBe(true);

    await wait(59);
    expect(button().textContent).toBe('Код дахин илгээх (1)');
    await wait(1);
    expect(button().textContent).toBe('Код дахин илгээх');
    expect(button().disabled).toBe(false);

    await click();
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Код дахин илгээх (120)');

    await wait(120);
    await click();
    expect(button().textContent).toBe('Код дахин илгээх (180)');
  });

  it("uses the server's wait when it gives one, also on a refused (429) resend", async () => {
    const onResend = vi
      .fn()
      .mockResolvedValueOnce({ sent: true, wait: 90 })
      .mockResolvedValueOnce({ sent: false, wait: 42 });
    renderWithProviders(<ResendButton initialWait={0} onResend={onResend} />);
    expect(button().disabled).toBe(false);
    await click();
    expect(button().textContent).toBe('Код дахин илгээх (90)');
    await wait(90);
    await click();
    expect(button().textContent).toBe('Код дахин илгээх (42)');
  });

  it('computes the local rule', () => {
    expect([1, 2, 3].map(resendWaitSeconds)).toEqual([60, 120, 180]);
  });
});

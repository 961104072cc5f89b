import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/auth-store';
import { renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

// The header bell's count (issue 24 item 2): read again when the window comes back, never two reads at once.

const COUNT = '/api/user/api/v-user-notification/';
const PROFILE = '/api/user/api/v-user-profile-short/';

/** A server whose count answers wait until `release` is called; `counts` is how many were asked. */
function slowCounts() {
  const pending: (() => void)[] = [];
  let unread = 0;
  const counts = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === PROFILE) return new Response(JSON.stringify({ user_profile: { slug: 'bat', name: 'Бат' } }));
      if (path !== COUNT) return new Response('{}', { status: 404 });
      counts();
      await new Promise<void>((resolve) => pending.push(resolve));
      return new Response(JSON.stringify({ notification: { unread } }));
    }),
  );
  return {
    counts,
    answer(next: number) {
      unread = next;
      pending.splice(0).forEach((resolve) => resolve());
    },
  };
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('shows nothing to a guest', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('reads the count again on focus, joining a read in flight rather than asking twice', async () => {
    setToken('token');
    const server = slowCounts();
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(server.counts).toHaveBeenCalledTimes(1));
    // Focus while the first read waits: no second request.
    act(() => void fireEvent.focus(window));
    act(() => void fireEvent.focus(window));
    expect(server.counts).toHaveBeenCalledTimes(1);
    await act(async () => server.answer(0));
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Мэдэгдэл'));

    // Back in focus after the read: one new read, which brings the new count.
    act(() => void fireEvent.focus(window));
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(server.counts).toHaveBeenCalledTimes(2));
    await act(async () => server.answer(3));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Мэдэгдэл: 3 уншаагүй'),
    );
    expect(server.counts).toHaveBeenCalledTimes(2);
  });
});

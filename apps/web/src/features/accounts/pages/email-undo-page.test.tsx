import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { EmailUndoPage } from './email-undo-page';

beforeAll(() => loadNamespaces('accounts'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('mn');
});

function render(answer: { status?: number; body?: unknown }) {
  const fetch = vi.fn(stubFetch({ '/api/user-email-undo/': answer }));
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/email/undo/:token', element: <EmailUndoPage /> }], '/email/undo/tok-123');
  return fetch;
}

describe('EmailUndoPage', () => {
  it('changes nothing on opening; the button sends the link’s token, then leads to a password reset', async () => {
    const fetch = render({ status: 204 });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Хуучин имэйлээ буцаах' }));
    await screen.findByText(/Таны имэйл хаяг буцаж сэргээгдлээ/);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Нууц үгээ сэргээх' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows a spent or expired link’s refusal in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    render({ status: 400, body: { token: ['Имэйл буцаах холбоос хүчингүй эсвэл хугацаа нь дууссан байна!'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore my old e-mail' }));
    await waitFor(() => screen.getByText('This link is invalid or has expired'));
  });
});

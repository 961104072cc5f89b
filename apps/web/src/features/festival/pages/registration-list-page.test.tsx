import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RegistrationRow } from '@mfi/contract/festival.schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-store';
import { loadNamespaces } from '../../../lib/i18n';
import { clearSnack } from '../../../lib/snackbar';
import { renderRoutes } from '../../../test/render';
import { submissionPages } from './submission-pages';

beforeAll(() => loadNamespaces('submission'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSnack();
});

const row: RegistrationRow = {
  id: 3,
  movie: { id: 77, slug: 'tal-nutgiin-salhi', title: 'Тал нутгийн салхи' },
  director_id: 'УБ90010101',
  director: { id: 41, slug: 'byambasuren', name: 'Бямбасүрэн' },
  user: { slug: 'entrant', username: 'entrant' },
  email: 'entrant@example.mn',
  phone_code: '976',
  phone_number: '99112233',
  movie_link: 'https://drive.example.com/film.mp4',
  created_at: '2026-11-24T10:00:00.000Z',
};

function serve() {
  const calls: { url: URL; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url, init });
      if (url.pathname === '/api/award/annual-registrations/')
        return new Response(JSON.stringify({ registrations: [row] }));
      if (url.pathname === '/api/award/annual-registrations-csv/')
        return new Response('\uFEFFfilm\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="registrations-ubff-2026.csv"',
          },
        });
      if (url.pathname === '/api/award/entrant-flag/')
        return new Response(JSON.stringify({ success: false, message: 'Ийм хэрэглэгч бүртгэгдээгүй байна!' }), {
          status: 400,
        });
      return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    }),
  );
  setToken('admin-token');
  return calls;
}

const render = () =>
  renderRoutes(
    [
      {
        id: 'annual-award-registrations',
        path: '/festival/annual/registrations/:slug/:year',
        Component: submissionPages['annual-award-registrations'],
      },
    ],
    '/festival/annual/registrations/ubff/2026',
  );

describe('an edition’s registrations', () => {
  it('lists film, director, contact, link and date, and downloads the CSV with the token', async () => {
    const calls = serve();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    render();
    await screen.findByRole('link', { name: 'Тал нутгийн салхи' });
    expect(screen.getByRole('link', { name: 'Бямбасүрэн' }).getAttribute('href')).toBe('/artist/byambasuren/detail');
    expect(screen.getByText('Регистрийн дугаар: УБ90010101')).toBeTruthy();
    expect(screen.getByText('entrant@example.mn')).toBeTruthy();
    expect(screen.getByText('+976 99112233')).toBeTruthy();
    expect(screen.getByText('2026.11.24')).toBeTruthy();
    expect(screen.getByText('1 бүртгэл')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'CSV татах' }));
    await waitFor(() => expect(saved).toEqual(['registrations-ubff-2026.csv']));
    const csv = calls.find((c) => c.url.pathname.endsWith('-csv/'))!;
    expect(csv.url.searchParams.get('slug')).toBe('ubff');
    expect(new Headers(csv.init?.headers).get('Authorization')).toBe('Token admin-token');
  });

  it('grants the entrant flag by slug and shows a refusal under the field', async () => {
    const calls = serve();
    render();
    await screen.findByRole('link', { name: 'Тал нутгийн салхи' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Гишүүн (slug)' }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('Ийм хэрэглэгч бүртгэгдээгүй байна!');
    const flag = calls.find((c) => c.url.pathname === '/api/award/entrant-flag/')!;
    expect(JSON.parse(String(flag.init?.body))).toEqual({ user: 'nobody', ustga: true });
  });
});

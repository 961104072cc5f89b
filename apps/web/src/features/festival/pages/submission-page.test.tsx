import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { renderRoutes, stubFetch } from '../../../test/render';
import { submissionPages } from './submission-pages';
import { edition, guidance } from './submission-fixtures';

beforeAll(() => loadNamespaces('submission'));
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('mn');
});

const CURRENT = '/api/award/current-annual/';
const GUIDANCE = '/api/award/registration-guidance/';

const render = (name: keyof typeof submissionPages, path: string, route = path.split('?')[0]) =>
  renderRoutes([{ id: name, path: route, Component: submissionPages[name] }], path);

describe('the festival page', () => {
  it('shows the edition in Mongolian, the links and the two steps: prerequisites, then guidance and the way in', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CURRENT]: { body: edition }, [GUIDANCE]: { body: guidance } })));
    render('mfi-home', '/submission');

    await screen.findByRole('heading', { level: 1, name: 'Улаанбаатар кино наадам' });
    expect(screen.getByText('2026 оны наадам')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Өмнөх наадмууд' }).getAttribute('href')).toBe(
      '/festival/detail/ulaanbaatar-film-festival',
    );
    expect(screen.getByRole('link', { name: 'Бүх наадам' }).getAttribute('href')).toBe('/festival');
    expect(screen.getByText('Киноны постер, 2:3 харьцаатай, JPEG')).toBeTruthy();
    expect(screen.getByText('Англи хадмал орчуулга (.srt)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Дараах' }));
    await screen.findByRole('heading', { level: 2, name: 'Бүртгэлийн журам' });
    expect(screen.getByRole('link', { name: 'Кино бүртгүүлэх' }).getAttribute('href')).toBe(
      '/festival/annual/register?name=ulaanbaatar-film-festival&year=2026',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    await screen.findByText('Найруулагчийн хөрөг зураг');
  });

  it('names the edition and shows the guidance in English', async () => {
    setLanguage('en');
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CURRENT]: { body: edition }, [GUIDANCE]: { body: guidance } })));
    render('mfi-home', '/submission');
    await screen.findByRole('heading', { level: 1, name: 'Ulaanbaatar Film Festival' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Rules' });
  });

  it('says so when no edition is announced (404)', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({})));
    render('mfi-home', '/submission');
    await screen.findByText(/Наадам хараахан зарлагдаагүй байна/);
    expect(screen.getByRole('link', { name: 'Бүх наадам' })).toBeTruthy();
  });
});

describe('the guidance page', () => {
  it('reads the edition the address names', async () => {
    const fetch = vi.fn(stubFetch({ [GUIDANCE]: { body: guidance } }));
    vi.stubGlobal('fetch', fetch);
    render('annual-award-guidelines', '/festival/annual/guidelines?name=ulaanbaatar-film-festival&year=2026');
    await screen.findByRole('heading', { level: 1, name: 'Бүртгэлийн заавар' });
    await screen.findByRole('heading', { level: 2, name: 'Бүртгэлийн журам' });
    const url = new URL(String(fetch.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('name')).toBe('ulaanbaatar-film-festival');
    expect(url.searchParams.get('year')).toBe('2026');
  });

  it('defaults to the current edition', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CURRENT]: { body: edition }, [GUIDANCE]: { body: guidance } })));
    render('annual-award-guidelines', '/festival/annual/guidelines');
    await screen.findByRole('heading', { level: 2, name: 'Бүртгэлийн журам' });
  });

  it('replaces the page by the server message in red and a link home', async () => {
    const unknown = { success: false, message: 'Энэ онд наадам зохиогдоогүй байна!' };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [GUIDANCE]: { status: 404, body: unknown } })));
    render('annual-award-guidelines', '/festival/annual/guidelines?name=nope&year=1999');
    const alert = await screen.findByTestId('registration-failure');
    expect(alert.textContent).toBe('Энэ онд наадам зохиогдоогүй байна!');
    expect(screen.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).getAttribute('href')).toBe('/');
  });

  it('reads the server’s Mongolian message in English', async () => {
    setLanguage('en');
    const unknown = { success: false, message: 'Энэ онд наадам зохиогдоогүй байна!' };
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [GUIDANCE]: { status: 404, body: unknown } })));
    render('annual-award-guidelines', '/festival/annual/guidelines?name=nope&year=1999');
    const alert = await screen.findByTestId('registration-failure');
    expect(alert.textContent).toBe('The festival held no edition that year');
  });
});

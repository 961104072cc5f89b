import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyViolations, seriousViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/login';

// WCAG 2.1 AA as axe-core reads it: no violation of any impact (issue 26 part 6) on the pages a visitor meets
// first and on the pages behind login, at desktop and phone width, in Mongolian and in English (contrast, names that hold the visible text,
// links told from text by more than colour, named links and images…).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Demo titles (apps/server/src/seed); each page waits for its own heading or content. */
const pages: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: '/', ready: (p) => p.locator('footer').waitFor() },
  { name: 'movie list', path: '/movie', ready: (p) => p.getByTestId('movie-count').getByText(/\d/).waitFor() },
  { name: 'movie detail', path: '/movie/the-godfather/detail', ready: (p) => p.getByTestId('critic-grade').waitFor() },
  { name: 'serial detail', path: '/serial/detail/squid-game', ready: (p) => p.getByTestId('critic-grade').waitFor() },
  {
    name: 'season',
    path: '/serial/squid-game/season-1/detail',
    ready: (p) => p.getByTestId('episode-item').first().waitFor(),
  },
  {
    name: 'episode',
    path: '/serial/squid-game/season-1/episode-1/detail',
    ready: (p) => p.getByTestId('critic-grade').waitFor(),
  },
  {
    name: 'artist',
    path: '/artist/akira-kurosawa/detail',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  { name: 'journal list', path: '/journal', ready: (p) => p.getByRole('tab').nth(1).waitFor() },
  {
    name: 'journal detail',
    path: '/journal/niitlel/anhnii-alham/detail',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'review detail',
    path: '/movie-review/critic/the-godfather',
    ready: (p) => p.getByTestId('review-author').waitFor(),
  },
  { name: 'login', path: '/login', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'signup', path: '/signup', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  // Public since issue 26 (decision 027): a member's page and a shared list.
  { name: 'profile', path: '/user/critic', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { name: 'user lists', path: '/user/critic/movie-list', ready: (p) => p.getByTestId('user-lists-total').waitFor() },
  { name: 'search results', path: '/search?q=mongol', ready: (p) => p.getByRole('tab').first().waitFor() },
];

const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();
/** Pages behind login, read by the admin (who holds every power): account, editors and the console. */
const signedInPages: typeof pages = [
  { name: 'own profile', path: '/user/admin', ready: heading },
  { name: 'sessions', path: '/account/sessions', ready: heading },
  { name: 'image library', path: '/user-images/admin', ready: heading },
  { name: 'movie editor', path: '/movie/the-godfather/update', ready: heading },
  { name: 'new serial', path: '/serial/create', ready: heading },
  { name: 'new list', path: '/movie/create-list', ready: heading },
  { name: 'moderation queue', path: '/admin', ready: heading },
  { name: 'members', path: '/admin/members', ready: heading },
  { name: 'audit log', path: '/admin/audit', ready: heading },
  { name: 'reference data', path: '/admin/reference', ready: heading },
  { name: 'imports', path: '/admin/imports', ready: heading },
  { name: 'about editor', path: '/edit-aboutus', ready: heading },
];

async function sweep(width: number, language: 'mn' | 'en', signedIn = false) {
  const { context, page } = await newPage(browser, width, 900);
  if (signedIn) await logIn(page, 'admin', 'Admin#2026mfi');
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const found: string[] = [];
  for (const target of signedIn ? signedInPages : pages) {
    await page.goto(target.path);
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    // Dialogs and cards fade in: let the transitions end before axe reads colours.
    await page.waitForTimeout(400);
    for (const violation of await anyViolations(page)) found.push(`${target.name} @${width} ${language}: ${violation}`);
  }
  await context.close();
  return found;
}

describe('accessibility (axe-core)', { timeout: 180_000 }, () => {
  // Each set of pages at both widths and in both languages, in two sweeps rather than four: a width and a
  // language change different things (layout; texts), and the four pairs cost CI six minutes of its two cores.
  const sweeps = [
    { width: 1280, language: 'mn', signedIn: false },
    { width: 320, language: 'en', signedIn: false },
    { width: 1280, language: 'en', signedIn: true },
    { width: 320, language: 'mn', signedIn: true },
  ] as const;
  for (const { width, language, signedIn } of sweeps) {
    it(`no violation of any impact${signedIn ? ' behind login' : ''} at ${width} px in ${language.toUpperCase()}`, async () => {
      expect(await sweep(width, language, signedIn)).toEqual([]);
    });
  }

  it('the navbar controls are named by what they show (label in name)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'EN', exact: true });
    expect(await toggle.getAttribute('title')).toBe('Хэл солих');
    expect(await page.getByRole('link', { name: 'MFI', exact: true }).count()).toBe(1);
    await toggle.click();
    await page.getByRole('button', { name: 'MN', exact: true }).waitFor();
    await context.close();
  });

  it('a like button is named by its word and the count it shows', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie-review/critic/the-godfather');
    const count = await page.getByTestId('review-like-count').innerText();
    expect(await page.getByRole('button', { name: `Таалагдлаа ${count}`, exact: true }).count()).toBe(1);
    await context.close();
  });

  it('the journal form: its editor buttons hold their visible text, the hint under the disabled subtype reads', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto('/journal/create');
    await page.getByRole('button', { name: 'H2 Гарчиг', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

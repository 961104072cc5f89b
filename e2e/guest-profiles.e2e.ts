import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled } from './support/animations';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot } from './support/browser';

// Issue 26 part 3, decision 027: a guest opens a member's profile, their board lists and a list someone
// shared with them, read only: no login redirect, the sign-in prompt where a member would act (follow, the
// list's heart, a review's heart, a comment), no block, edit, delete or notifications, no call that needs a
// token (no 401) and no console error. In MN and EN, at 1280 and 320 px, with axe. The demo critic keeps
// reviews and lists.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MEMBER = 'critic';
const SHARED_LIST = `/user/${MEMBER}/movie-list/shuumjlegchiin-shildeg-arav`;

type Language = 'mn' | 'en';
const TEXT = {
  mn: { follow: 'Дагах', prompt: 'Нэвтэрнэ үү', login: 'Нэвтрэх', cancel: 'Болих', block: 'Хориглох', board: 'Самбар' },
  en: { follow: 'Follow', prompt: 'Please log in', login: 'Log in', cancel: 'Cancel', block: 'Block', board: 'Board' },
} as const;

/**
 * A guest's page in `language`, and what went wrong on it as it is used: an API answer of 401 (a call that
 * needs a token) or 403, and console errors.
 */
async function guestPage(width: number, language: Language) {
  const { context, page } = await newPage(browser, width, 900);
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && [401, 403].includes(response.status()))
      problems.push(`${response.status()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** Waits for the page to settle: its data in, the fonts and images drawn. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

describe('a guest on a member’s pages', () => {
  for (const language of ['mn', 'en'] as const) {
    for (const width of [1280, 320]) {
      it(`a guest opens a shared list and a profile (${language}, ${width} px)`, async () => {
        const text = TEXT[language];
        const { context, page, problems } = await guestPage(width, language);

        // The shared list opens where it was sent, under the member's page: its titles, no owner's buttons.
        await page.goto(SHARED_LIST);
        await page.getByRole('heading', { level: 1, name: MEMBER }).waitFor();
        const entries = page.getByTestId('list-detail-entries').getByRole('listitem');
        await entries.first().waitFor();
        expect(new URL(page.url()).pathname).toBe(SHARED_LIST);
        expect(await entries.count()).toBeGreaterThan(0);
        expect(await page.getByTestId('list-owner-actions').count()).toBe(0);
        // On a phone the list comes right under the member's header, before their info card and board.
        if (width === 320) {
          const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;
          const board = page.getByRole('navigation', { name: text.board });
          expect(await topOf(entries.first())).toBeLessThan(await topOf(board));
        }
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `guest-shared-list-${width}-${language}`);
        // Its heart asks to log in, and would bring the guest back to the list.
        await page
          .getByRole('button', { pressed: false })
          .filter({ has: page.getByTestId(/^list-likes-/) })
          .click();
        const listPrompt = page.getByRole('dialog', { name: text.prompt });
        expect(await listPrompt.getByRole('link', { name: text.login }).getAttribute('href')).toBe(
          `/login?redirect=${encodeURIComponent(SHARED_LIST)}`,
        );
        await listPrompt.getByRole('button', { name: text.cancel }).click();
        await listPrompt.waitFor({ state: 'detached' });

        // The profile: the follow button asks to log in, and brings the guest back here; no block action.
        await page.goto(`/user/${MEMBER}`);
        await page.getByRole('heading', { level: 1, name: MEMBER }).waitFor();
        await page.getByRole('navigation', { name: text.board }).waitFor();
        await page.getByTestId('user-feed').waitFor();
        expect(await page.getByRole('button', { name: text.block }).count()).toBe(0);
        expect(await page.getByTestId('notifications-button').count()).toBe(0);
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `guest-profile-${width}-${language}`);

        await page.getByRole('button', { name: text.follow, exact: true }).click();
        const prompt = page.getByRole('dialog', { name: text.prompt });
        await prompt.waitFor();
        expect(await prompt.getByRole('link', { name: text.login }).getAttribute('href')).toBe(
          `/login?redirect=${encodeURIComponent(`/user/${MEMBER}`)}`,
        );
        await animationsSettled(page); // axe reads the dialog's colours once it has faded in
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `guest-profile-follow-prompt-${width}-${language}`, { fullPage: false });
        await prompt.getByRole('button', { name: text.cancel }).click();
        await prompt.waitFor({ state: 'detached' });

        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it(
    'a guest walks the member’s board lists: each page reads, a review’s heart and a message’s comments ask to log in',
    { timeout: 180_000 },
    async () => {
      const { context, page, problems } = await guestPage(1280, 'mn');
      const sections = [
        'movie-reviews',
        'episode-reviews',
        'movie-detailed-reviews',
        'episode-detailed-reviews',
        'favorite-movies',
        'favorite-short-movies',
        'favorite-serials',
        'reacted-movies',
        'reacted-serials',
        'watch-movies',
        'watch-serials',
        'idols',
        'movie-list',
        'serial-list',
        'best-movie-list',
        'best-serial-list',
      ];
      const unread: string[] = [];
      for (const section of sections) {
        const path = `/user/${MEMBER}/${section}`;
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: MEMBER }).waitFor();
        await settled(page);
        // None sends the guest to log in, none fails to read (an error alert where its cards would be).
        if (new URL(page.url()).pathname !== path || (await page.locator('main [role=alert]').count()) > 0)
          unread.push(path);
      }
      expect(unread).toEqual([]);

      // A review's heart on the member's reviews: the prompt, no call.
      await page.goto(`/user/${MEMBER}/movie-reviews`);
      const heart = page.getByRole('button', { name: /^Таалагдлаа\s*\d+$/ }).first();
      await heart.click();
      const prompt = page.getByRole('dialog', { name: 'Нэвтэрнэ үү' });
      await prompt.waitFor();
      await prompt.getByRole('button', { name: 'Болих' }).click();
      await prompt.waitFor({ state: 'detached' });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');

      // A message's comments on the feed: read, with the prompt to log in or sign up where a member writes.
      await page.goto(`/user/${MEMBER}`);
      const message = page.getByTestId('short-message').first();
      await message.getByRole('button', { name: /^Сэтгэгдэл \(\d+\)$/ }).click();
      await message.getByTestId('comment').first().waitFor();
      const login = message.getByTestId('comment-login-prompt').getByRole('link', { name: 'Нэвтрэх' });
      expect(await login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/user/${MEMBER}`)}`);
      expect(await message.getByRole('textbox').count()).toBe(0);
      await settled(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

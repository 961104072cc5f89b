import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { api, newMember, type NewMember } from './support/api';
import { launchBrowser, newPage, shot } from './support/browser';

// Issue 24 item 4, the rough edges a newcomer met: logging out of a login-required page lands on home
// (part 1 section 4), the image library takes a JPEG and shows the quota used, and every page type has
// exactly one h1; in MN and EN, at 1280 and 320 px.

let browser: Browser;
let member: NewMember;
beforeAll(async () => {
  browser = await launchBrowser();
  const letters = String(Date.now() % 100000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  member = await newMember(`edges${letters}`, String(70_000_000 + (Date.now() % 9_000_000)), 'Edges#Pass2026');
});
afterAll(() => browser?.close());

const TEXTS = {
  mn: { menu: 'Хэрэглэгчийн цэс', logout: 'Гарах', loggedOut: 'Та системээс гарлаа!', add: /^Зураг нэмэх/ },
  en: { menu: 'User menu', logout: 'Log out', loggedOut: 'You have logged out!', add: /^Add an image/ },
} as const;
type Language = keyof typeof TEXTS;

/** A page signed in with a token of its own (a logout ends only that one), in `language`, at `width`. */
async function signedInPage(width: number, language: Language, token?: string) {
  const session =
    token ??
    (
      await api<{ auth_token: string }>('/v1/token/login/', {
        body: { username: member.username, password: member.password },
      })
    ).auth_token;
  const opened = await newPage(browser, width);
  await opened.page.goto('/under-construction');
  await opened.page.evaluate(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('language', l);
    },
    [session, language],
  );
  return opened;
}

/** A JPEG of noise (a few hundred KB, under the 1 MB limit): its stored size moves the quota line. */
function noisyJpeg(seed: number) {
  const [width, height] = [600, 400];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

describe('the rough edges of issue 24', { timeout: 120_000 }, () => {
  for (const [width, language] of [
    [1280, 'mn'],
    [320, 'en'],
    [320, 'mn'],
    [1280, 'en'],
  ] as const) {
    it(`logging out of a login-required page lands on home, not on the login form (${width} px, ${language})`, async () => {
      const { context, page } = await signedInPage(width, language);
      await page.goto(`/user-images/${member.slug}`);
      await page.getByTestId('image-library-upload').waitFor();
      await page.getByRole('button', { name: TEXTS[language].menu }).click();
      await page.getByRole('menuitem', { name: TEXTS[language].logout }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(TEXTS[language].loggedOut).waitFor();
      await shot(page, `rough-edges-logout-${width}-${language}`, { fullPage: false });
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // The way back in is the login form, as before the logout.
      await page.goto(`/user-images/${member.slug}`);
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
    });
  }

  for (const [width, language] of [
    [1280, 'mn'],
    [320, 'en'],
  ] as const) {
    it(`the image library takes a JPEG, shows the quota used and refuses a PNG (${width} px, ${language})`, async () => {
      const { context, page } = await signedInPage(width, language, member.token);
      await page.goto(`/user-images/${member.slug}`);
      const meter = page.getByTestId('image-library-upload');
      await meter.waitFor();
      const before = await page.getByTestId('library-image').count();
      const usedBefore = await meter.locator('p').first().innerText();

      await page.getByTestId('library-input').setInputFiles({
        name: 'scene.jpg',
        mimeType: 'image/jpeg',
        buffer: await noisyJpeg(width),
      });
      await expect.poll(() => page.getByTestId('library-image').count(), { timeout: 20_000 }).toBe(before + 1);
      await expect.poll(() => meter.locator('p').first().innerText(), { timeout: 20_000 }).not.toBe(usedBefore);
      expect(await meter.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d/);

      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a00' } })
        .png()
        .toBuffer();
      await page.getByTestId('library-input').setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: png });
      await page
        .getByText(language === 'mn' ? 'Та JPEG өргөтгөлтэй зураг оруулна уу!' : 'Please upload a JPEG image')
        .waitFor();
      expect(await page.getByTestId('library-image').count()).toBe(before + 1);

      await page.getByRole('button', { name: TEXTS[language].add }).waitFor();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `rough-edges-library-${width}-${language}`);
      await context.close();
    });
  }

  it('every page type has exactly one h1', { timeout: 400_000 }, async () => {
    const guest = [
      '/',
      '/movie',
      '/short-movie',
      '/mongol-movie',
      '/mongol-short-movie',
      '/serial',
      '/mongol-serial',
      '/artist',
      '/mongol-artist',
      '/journal',
      '/movie-review',
      '/episode-review',
      '/season-review',
      '/festival',
      '/about-us',
      '/submission',
      '/festival/annual/guidelines',
      '/movie/the-godfather/detail',
      '/serial/detail/squid-game',
      '/serial/squid-game/season-1/detail',
      '/serial/squid-game/season-1/episode-1/detail',
      '/artist/akira-kurosawa/detail',
      '/journal/niitlel/anhnii-alham/detail',
      '/movie-review/critic/the-godfather',
      '/login',
      '/signup',
      '/forgot-password',
      '/under-construction',
      '/no-such-page',
    ];
    const signedIn = [
      `/user/${member.slug}`,
      `/user/${member.slug}/movie-list`,
      `/user/${member.slug}/serial-list`,
      `/user/${member.slug}/best-movie-list`,
      `/user/${member.slug}/movie-reviews`,
      `/user/${member.slug}/favorite-movies`,
      `/user/${member.slug}/idols`,
      '/user/critic/movie-list/shuumjlegchiin-shildeg-arav',
      '/user/no-such-member',
      `/user-images/${member.slug}`,
      '/account/sessions',
      '/movie/create-list',
      '/movie/create',
      '/serial/create',
      '/artist/create',
      '/season/create',
      '/episode/create',
    ];
    const found: string[] = [];
    const walk = async (page: Page, paths: string[]) => {
      for (const path of paths) {
        await page.goto(path);
        const ready = await page
          .locator('h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false);
        // A section's own heading (an h2) comes with its data, after the page's h1.
        await page.waitForLoadState('networkidle');
        const headings = await page.locator('h1').allInnerTexts();
        if (!ready || headings.length !== 1) found.push(`${path}: ${JSON.stringify(headings)}`);
      }
    };
    const visitor = await newPage(browser);
    await walk(visitor.page, guest);
    await visitor.context.close();
    const signed = await signedInPage(1280, 'mn', member.token);
    await walk(signed.page, signedIn);
    await signed.context.close();
    expect(found).toEqual([]);
  });
});

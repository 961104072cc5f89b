import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot, languagesAt } from './support/browser';
import { countLayoutShifts, layoutShiftOf } from './support/hero';
import { logIn } from './support/login';

// Issue 16 items 1 and 5, part 1 section 2 "Home page": on the demo data every rail is full; the journal
// carousel wraps both ways; a rail scrolls by its buttons and by a mouse drag (which opens no card); the
// detailed reviews' wall lays out in 300 px columns at 1280 px and in one at 320 px; a list card's heart is
// disabled for a guest and toggles for a member; the rails' skeletons leave no layout shift; axe passes at
// both widths in both languages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const RAILS = [
  'home-movie-critic-reviews',
  'home-movie-audience-reviews',
  'home-episode-critic-reviews',
  'home-episode-audience-reviews',
  'home-latest-movies',
  'home-latest-serials',
];

async function openHome(width: number, language: 'mn' | 'en' = 'mn', height = 900) {
  const { context, page } = await newPage(browser, width, height);
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await countLayoutShifts(page);
  await page.goto('/');
  await page.getByTestId('journal-carousel').waitFor();
  for (const rail of RAILS) await page.getByTestId(rail).getByRole('listitem').first().locator('a').first().waitFor();
  await page.getByTestId('wall-review').first().waitFor();
  await page.getByTestId('list-card').first().waitFor();
  return { context, page };
}

const activeSlideTitle = (page: Page) =>
  page.locator('[data-testid="carousel-slide"][data-active="true"] a').first().textContent();
const scrollLeftOf = (page: Page, rail: string) =>
  page
    .getByTestId(rail)
    .locator('ul')
    .evaluate((el) => Math.round(el.scrollLeft));

describe('the home page', () => {
  it('shows every rail full on the demo data, and its journal carousel wraps both ways', async () => {
    const { context, page } = await openHome(1280);
    await shot(page, 'home-1280-mn');
    const slides = page.getByTestId('carousel-slide');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(5);
    const titles = await slides.evaluateAll((all) => all.map((s) => s.querySelector('a')?.textContent));
    expect(await activeSlideTitle(page)).toBe(titles[0]);
    await page.getByRole('button', { name: 'Өмнөх нийтлэл' }).click();
    expect(await activeSlideTitle(page)).toBe(titles[count - 1]);
    await page.getByRole('button', { name: 'Дараах нийтлэл' }).click();
    expect(await activeSlideTitle(page)).toBe(titles[0]);
    for (let i = 1; i < count; i++) await page.getByRole('button', { name: 'Дараах нийтлэл' }).click();
    expect(await activeSlideTitle(page)).toBe(titles[count - 1]);
    await page.getByRole('button', { name: 'Дараах нийтлэл' }).click();
    expect(await activeSlideTitle(page)).toBe(titles[0]);
    // The slide's link leads to its journal.
    await page.locator('[data-testid="carousel-slide"][data-active="true"] a').first().click();
    await page.waitForURL(/\/journal\/[^/]+\/[^/]+\/[^/]+$/);
    await context.close();
  });

  it('scrolls a rail by its buttons and by a mouse drag that opens no card', async () => {
    const { context, page } = await openHome(1280);
    const rail = 'home-movie-audience-reviews';
    expect(await scrollLeftOf(page, rail)).toBe(0);
    const next = page.getByTestId(rail).getByRole('button', { name: 'Дараах' });
    const previous = page.getByTestId(rail).getByRole('button', { name: 'Өмнөх' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => scrollLeftOf(page, rail)).toBeGreaterThan(100);
    await previous.click();
    await expect.poll(() => scrollLeftOf(page, rail)).toBe(0);

    await page.getByTestId(rail).locator('ul').scrollIntoViewIfNeeded();
    const box = (await page.getByTestId(rail).locator('ul').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => scrollLeftOf(page, rail)).toBeGreaterThan(150);
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'home-rail-dragged', { fullPage: false });

    // A plain click still opens the card's page.
    await page.getByTestId('home-latest-movies').getByRole('listitem').first().getByRole('link').last().click();
    await page.waitForURL(/\/movie\/[^/]+\/detail$/);
    await context.close();
  });

  it('lays the detailed reviews out in 300 px columns at 1280 px and in one column at 320 px', async () => {
    for (const width of [1280, 320]) {
      const { context, page } = await openHome(width);
      const bricks = await page
        .getByTestId('wall-review')
        .evaluateAll((all) =>
          all.map((b) => b.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), w: r.width })),
        );
      expect(bricks.length).toBeGreaterThanOrEqual(3);
      const columns = new Set(bricks.map((b) => b.x)).size;
      if (width === 1280) {
        expect(columns).toBeGreaterThanOrEqual(2);
        for (const b of bricks) expect(b.w).toBeGreaterThanOrEqual(300);
      } else {
        expect(columns).toBe(1);
        for (const b of bricks) expect(b.w).toBeLessThanOrEqual(320);
      }
      // Nothing sticks out sideways at 320 px: the page does not scroll horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    }
  });

  it('a list card’s heart asks a guest to log in and toggles for a member', async () => {
    const guest = await openHome(1280);
    const guestHeart = guest.page.getByTestId('list-rail-movie').getByTestId('list-card').first().getByRole('button');
    await guestHeart.click();
    await guest.page.getByRole('dialog', { name: 'Нэвтэрнэ үү' }).getByRole('link', { name: 'Нэвтрэх' }).waitFor();
    await guest.context.close();

    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto('/');
    const heart = page.getByTestId('list-rail-movie').getByTestId('list-card').first().getByRole('button');
    await heart.waitFor();
    expect(await heart.isDisabled()).toBe(false);
    const before = await heart.getAttribute('aria-pressed');
    // The heart flips before its call is answered: a reload before the answer could cancel the call.
    const answered = page.waitForResponse((r) => r.url().includes('/v-user-movielistlike/') && r.ok());
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    await answered;
    await page.reload();
    await heart.waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    const restored = page.waitForResponse((r) => r.url().includes('/v-user-movielistlike/') && r.ok());
    await heart.click(); // as it was
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(before);
    await restored;
    await context.close();
  });

  for (const width of [1280, 320]) {
    for (const language of languagesAt(width)) {
      it(`has no layout shift and no serious axe violation at ${width} px in ${language.toUpperCase()}`, async () => {
        const { context, page } = await openHome(width, language, width === 320 ? 640 : 900);
        await page.waitForLoadState('networkidle');
        expect(await layoutShiftOf(page)).toBeLessThan(0.02);
        if (language === 'en') await page.getByRole('heading', { name: 'Critics’ movie reviews' }).waitFor();
        else await page.getByRole('heading', { name: 'Шүүмжлэгчдийн киноны сэтгэгдэл' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `home-${width}-${language}`);
        await context.close();
      });
    }
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { seriousViolations } from './support/axe';
import { logIn } from './support/login';

// Part 2 sections 2, 5 and 7, and the importer (issue 25 part 5): the main contributor builds a list of TMDB
// codes on /auto-add/movie, a letter code is refused with the spec's message, the send queues them, and the
// page follows the batch until each code is a draft with its poster (the e2e servers import from a local fake
// TMDB, e2e/support/server.ts); the console lists every code; a member gets the not-found page there.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const INVALID = 'Хоосон зай болон үсэг авч болохгүй, мөн код давхардсан эсэхээ шалгана уу!';
// The fake TMDB makes up a movie for any id from 100000 ("Film <id>", with a poster and five actors).
const stamp = Date.now() % 100_000;
const codes = [100_000 + stamp * 3, 100_001 + stamp * 3, 100_002 + stamp * 3].map(String);

const listedCodes = (page: Page) =>
  page.getByRole('list', { name: 'Илгээх кодууд' }).getByRole('listitem').allTextContents();

describe('code-add pages in the browser', () => {
  it('a main contributor queues three movie codes and watches them become drafts with posters', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'maincontrib', 'Main#2026mfi');
    await page.goto('/auto-add/movie');
    await page.getByRole('heading', { level: 1, name: 'Кино код нэмэх' }).waitFor();
    const send = page.getByRole('button', { name: 'Илгээх' });
    expect(await send.isDisabled()).toBe(true);

    const entry = page.getByRole('textbox', { name: 'Код' });
    await entry.fill(codes[0]);
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await entry.fill(codes[1]);
    await entry.press('Enter');
    await page.getByRole('button', { name: `${codes[1]} кодыг хасах` }).waitFor();
    await entry.fill('12a');
    await entry.press('Enter');
    await page.getByText(INVALID).waitFor();
    await entry.fill(codes[2]);
    await entry.press('Enter');
    expect(await listedCodes(page)).toEqual(codes);
    await shot(page, 'code-add-movie');

    await send.click();
    await page
      .getByRole('alert')
      .filter({ hasText: '3 код импортын дараалалд нэмэгдлээ, 0 код өмнө нь дараалалд хүлээгдэж байсан.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auto-add/movie'); // the page stays to follow the send
    await page
      .getByRole('status')
      .filter({ hasText: 'Илгээлт: 3-аас 3 дууссан (3 ноорог, 0 амжилтгүй), 0 хүлээгдэж, 0 импортлож байна.' })
      .waitFor({ timeout: 60_000 });
    for (const code of codes) await page.getByRole('link', { name: `Film ${code}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'code-add-imported');

    // The draft is there with its poster, unpublished, for the admin to check.
    await page.getByRole('link', { name: `Film ${codes[0]}` }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Film ${codes[0]}`) }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].some((img) => img.src.includes('/media/movies/posters/') && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await shot(page, 'code-add-draft');

    // The console lists every code, in English too, at 320 px.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/admin/imports');
    await page.getByRole('tab', { name: 'Imports' }).waitFor();
    await page.getByRole('link', { name: `Film ${codes[2]}` }).waitFor();
    await page.getByText('Draft made').first().waitFor();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `admin-imports-en-${width}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a member gets the not-found page on /auto-add/movie', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto('/auto-add/movie');
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Кино код нэмэх' }).count()).toBe(0);
    await context.close();
  });

  it('fits a 320 px screen, the serial update page with its cap of 2', async () => {
    const { context, page } = await newPage(browser, 320, 700);
    await logIn(page, 'maincontrib', 'Main#2026mfi');
    await page.goto('/auto-update/serial');
    await page.getByRole('heading', { level: 1, name: 'Цуврал шинэчлэх код' }).waitFor();
    const entry = page.getByRole('textbox', { name: 'Код' });
    for (const code of ['1399', '94605', '1396']) {
      await entry.fill(code);
      await entry.press('Enter');
    }
    await page.getByText('Цуврал шинэчлэх код хамгийн ихдээ 2 байна!').waitFor();
    expect(await listedCodes(page)).toEqual(['1399', '94605']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'code-add-serial-update-320');
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Part 2 sections 2, 5 and 7: the main contributor builds a list of catalogue codes on /auto-add/movie,
// a letter code is refused with the spec's message, the send queues them and goes home with the
// server's message; a member gets the not-found page there.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const INVALID = 'Хоосон зай болон үсэг авч болохгүй, мөн код давхардсан эсэхээ шалгана уу!';
const stamp = Date.now() % 1_000_000;
const codes = [String(70_000_000 + stamp), String(80_000_000 + stamp)];

describe('code-add pages in the browser', () => {
  it('a main contributor adds two movie codes, sees a letter code refused, sends them and lands on home', async () => {
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
    expect(await page.getByRole('listitem').allTextContents()).toEqual(codes);
    await shot(page, 'code-add-movie');

    await entry.fill('');
    await send.click();
    await page.waitForURL((url) => url.pathname === '/');
    const snack = page
      .getByRole('alert')
      .filter({ hasText: '2 код импортын дараалалд нэмэгдлээ, 0 код өмнө нь дараалалд хүлээгдэж байсан.' });
    await snack.waitFor();
    // The snackbar grows in: shoot it once its transition has ended.
    await snack.evaluate((el) =>
      Promise.all(
        el
          .closest('.MuiSnackbar-root')!
          .getAnimations({ subtree: true })
          .map((a) => a.finished),
      ),
    );
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.MuiSnackbar-root > *')!).opacity === '1',
    );
    await shot(page, 'code-add-sent', { fullPage: false });
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
    expect(await page.getByRole('listitem').allTextContents()).toEqual(['1399', '94605']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'code-add-serial-update-320');
    await context.close();
  });
});

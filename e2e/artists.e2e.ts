import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Хэрэглэгчийн нэр').fill(username);
  await page.getByLabel('Нууц үг', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).last().click();
}

async function choose(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('artists in the browser', () => {
  it('browses the Mongolian artists at 1280 px and finds one by a Latin search', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/mongol-artist');
    await page.getByRole('heading', { name: 'Монголын уран бүтээлчид' }).waitFor();
    await page.getByRole('link', { name: 'Дашдоржийн Нацагдорж' }).first().waitFor();
    await shot(page, 'artists-mongol-1280');
    await page.getByLabel('Уран бүтээлч хайх').fill('natsagdorj');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=natsagdorj/);
    await expect.poll(() => page.getByTestId('artist-total').textContent()).toBe('Нийт 1');
    await page.getByRole('link', { name: 'Дашдоржийн Нацагдорж' }).first().waitFor();
    await shot(page, 'artists-search-latin');
    await page.getByLabel('Уран бүтээлч хайх').fill('zzqxw');
    await page.getByRole('button', { name: 'Хайх' }).click();
    await page.getByText('Уран бүтээлч олдсонгүй').waitFor();
    await shot(page, 'artists-empty');
    await context.close();
  });

  it('shows the catalogue and a detail page at 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 640);
    await page.goto('/mongol-artist');
    await page.getByRole('link', { name: 'Бямбасүрэнгийн Даваа' }).first().waitFor();
    await page.getByRole('button', { name: 'Шүүлтүүр' }).click();
    await page.getByRole('combobox', { name: 'Мэргэжил' }).waitFor();
    await shot(page, 'artists-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.goto('/artist/byambasuren-davaa/detail');
    await page.getByRole('heading', { level: 1, name: 'Бямбасүрэнгийн Даваа' }).waitFor();
    await page.getByText('– өнөөг хүртэл').first().waitFor();
    await shot(page, 'artist-detail-320');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('a member adds an artist, a contributor publishes it, a guest sees it', async () => {
    const stamp = String(Date.now() % 1_000_000);
    const name = `Тэстийн Болд ${stamp}`;
    const member = await newPage(browser);
    let page = member.page;
    await page.goto('/artist/create');
    await page.waitForURL(/\/login/);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.waitForURL('**/artist/create');
    await page.getByRole('heading', { name: 'Уран бүтээлч нэмэх' }).waitFor();
    const submit = page.getByRole('button', { name: 'Нэмэх', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    // A PNG is refused with the spec's red message; a JPEG is cropped to 240x360.
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Та JPEG өргөтгөлтэй зураг оруулна уу!').waitFor();
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a05030' } })
      .jpeg()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('dialog').getByRole('button', { name: 'Тайрах' }).click();
    await page.getByRole('img', { name: 'Сонгосон зураг' }).waitFor();

    await page.getByRole('textbox', { name: 'Мэргэжлийн нэр', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Мэргэжлийн нэр (англиар)', exact: true }).fill(`Test Bold ${stamp}`);
    await page.getByRole('textbox', { name: 'Овог', exact: true }).fill('Тэст');
    await page.getByRole('textbox', { name: 'Нэр', exact: true }).fill('Болд');
    await choose(page, 'Улс', 'Монгол', 'Монгол');
    await choose(page, 'Мэргэжил', 'Найруулагч', 'Найруулагч');
    await page.getByRole('textbox', { name: 'Төрсөн он' }).fill('3000');
    await page.getByText('Та оноо зөв оруулна уу!').waitFor();
    await page.getByRole('textbox', { name: 'Төрсөн он' }).fill('1985');
    await page.getByRole('textbox', { name: 'Намтар', exact: true }).fill('Монголын залуу найруулагч.');
    await page.getByRole('textbox', { name: 'Намтар (англиар)' }).fill('A young Mongolian director.');
    await page.getByRole('textbox', { name: 'Ишлэл' }).fill('   ');
    expect(await page.getByRole('button', { name: 'Ишлэл нэмэх' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Ишлэл' }).fill('Кино бол амьдрал.');
    await page.getByRole('button', { name: 'Ишлэл нэмэх' }).click();
    await page.getByText('«Кино бол амьдрал.»').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await shot(page, 'artist-create-filled');
    await submit.click();
    await page.getByText('Уран бүтээлч амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!').waitFor();
    await page.waitForURL((url) => url.pathname === '/artist');
    await shot(page, 'artist-created');
    await member.context.close();

    const contributor = await newPage(browser);
    page = contributor.page;
    await page.goto('/login');
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/unpublished/mongol-artist');
    await page.getByRole('heading', { name: 'Нийтлэгдээгүй монголын уран бүтээлчид' }).waitFor();
    await page.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Энэ уран бүтээлч нийтлэгдээгүй байна').waitFor();
    const detailPath = new URL(page.url()).pathname;
    await shot(page, 'artist-unpublished-detail');
    await page.getByRole('switch', { name: 'Нийтлэгдээгүй' }).click();
    const published = page.waitForResponse((r) => r.url().includes('/api-publish-artist/') && r.ok());
    await page.getByRole('dialog').getByRole('button', { name: 'Тийм' }).click();
    await published;
    await page.getByRole('switch', { name: 'Нийтлэгдсэн' }).waitFor();
    await shot(page, 'artist-published');
    await contributor.context.close();

    const guest = await newPage(browser);
    page = guest.page;
    await page.goto(detailPath);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('«Кино бол амьдрал.»').waitFor();
    expect(await page.getByTestId('admin-bar').count()).toBe(0);
    await page.getByRole('button', { name: /Таалагдлаа/ }).click();
    await page.getByRole('dialog').getByText('Нэвтэрнэ үү').waitFor();
    await shot(page, 'artist-guest-detail');
    await guest.context.close();
  });
});

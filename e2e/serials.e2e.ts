import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { heroSpreadBesideGrades, titledArt } from './support/hero';

// Part 2 sections 2, 5, 8: a contributor adds a serial, a season with archive images and two episodes,
// publishes them, and a guest walks serial → season → episode → next episode.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now() % 100000);
const serial = {
  m_title: `Талын салхи ${stamp}`,
  i_title: `Wind of the Steppe ${stamp}`,
  plot: 'Хөдөөгийн нэгэн гэр бүлийн гурван үеийн түүх.',
  en_plot: 'Three generations of a countryside family.',
  tag: `e2e цуврал ${stamp}`,
};

const jpeg = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Хэрэглэгчийн нэр').fill(username);
  await page.getByLabel('Нууц үг', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Нэвтрэх' }).last().click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function cropImage(page: Page, index: number, file: Buffer) {
  await page
    .locator('input[type=file][accept="image/jpeg"]')
    .nth(index)
    .setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: file });
  const dialog = page.getByRole('dialog', { name: 'Зургаа тайрах' });
  await dialog.getByRole('button', { name: 'Тайрах' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function choose(page: Page, label: string | RegExp, text: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

async function select(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function publishHere(page: Page) {
  const bar = page.getByTestId('admin-bar');
  await bar.locator('input[type=checkbox]').click();
  // The switch flips at once (part 2 section 4): wait for the server's answer before moving on.
  const answer = page.waitForResponse((r) => /\/api-publish-(serial|season|episode)\/$/.test(r.url()));
  await page.getByRole('button', { name: 'Тийм' }).click();
  expect((await answer).ok()).toBe(true);
  await expect.poll(() => bar.locator('input[type=checkbox]').isChecked()).toBe(true);
}

async function addEpisode(page: Page, num: string, name: string) {
  await page.goto('/episode/create');
  await page.getByRole('heading', { name: 'Анги нэмэх' }).waitFor();
  await choose(page, /^Цувралын улирал хайж сонгох/, serial.i_title.slice(0, 12), new RegExp(stamp));
  await page.getByLabel(/^Ангийн дугаар/).fill(num);
  await page.getByLabel(/^Ангийн нэр/).fill(name);
  await page.getByLabel(/^Үргэлжлэх хугацаа/).fill('45');
  // Episode 1's scene art prints its name in large letters, as title art does: the hero must not let it show.
  await cropImage(page, 0, num === '1' ? await titledArt(name.toUpperCase()) : await jpeg(1600, 900, '#775533'));
  const plots = page.getByRole('textbox', { name: /^Агуулга/ });
  await plots.nth(0).fill(`${name}: айлынхан өвөлжөөндөө нүүнэ.`);
  await plots.nth(1).fill(`${name}: the family moves to the winter camp.`);
  const submit = page.getByRole('button', { name: 'Нэмэх', exact: true }).last();
  await expect.poll(() => submit.isDisabled()).toBe(false);
  await submit.click();
  await page.getByText('Анги амжилттай нэмэгдлээ', { exact: false }).first().waitFor();
}

describe('serials in the browser', () => {
  const urls = { serial: '', season: '' };

  it('a contributor adds a serial; it waits on the unpublished list', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    await page.goto('/serial/create');
    await page.getByRole('heading', { name: 'Цуврал нэмэх' }).waitFor();
    const submit = page.getByRole('button', { name: 'Нэмэх', exact: true }).last();
    expect(await submit.isDisabled()).toBe(true);

    await cropImage(page, 0, await jpeg(600, 900, '#2f5d50'));
    await cropImage(page, 1, await jpeg(1600, 900, '#b07d2c'));
    await page.getByLabel('Монгол нэр').fill(serial.m_title);
    await page.getByLabel('Олон улсын нэр').fill(serial.i_title);
    await page.getByLabel('Эх нэр').fill(serial.i_title);
    await select(page, /^Төрөл/, 'Уран сайхны');
    await select(page, /^Насны ангилал/, /^PG ·/);
    await page.getByLabel(/^Ангийн дундаж хугацаа|^Үргэлжлэх хугацаа/).fill('45');
    await page.getByLabel(/^Эхэлсэн он/).fill('2019');
    await choose(page, /^Хэл/, 'Монгол', /^Монгол/);
    await choose(page, /^Улс/, 'Япон', /^Япон/);
    await choose(page, /^Жанр/, 'Драм', /^Драм/);
    const tags = page.getByRole('combobox', { name: /^Шошго/ });
    await tags.fill(serial.tag);
    await tags.press('Enter');
    const plots = page.getByRole('textbox', { name: /^Агуулга/ });
    await plots.nth(0).fill(serial.plot);
    await plots.nth(1).fill(serial.en_plot);
    // Serials offer the 17th job, the initiator.
    const crew = page.getByTestId('artist-editor');
    await crew.getByRole('combobox', { name: 'Уран бүтээлч хайх' }).fill('Даваа');
    await page.getByRole('option', { name: /Даваа/ }).first().click();
    await crew.getByRole('combobox', { name: 'Мэргэжил' }).click();
    await page.getByRole('option', { name: 'Санаачлагч', exact: true }).click();
    await page.keyboard.press('Escape');
    await crew.getByRole('button', { name: 'Нэмэх' }).click();
    await crew.getByText('Санаачлагч').waitFor();
    await shot(page, 'serial-create');

    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/serial');
    await page.getByText('Цуврал амжилттай нэмэгдлээ', { exact: false }).first().waitFor();

    await page.goto(`/unpublished/serial?search=${encodeURIComponent(serial.i_title)}`);
    await page.getByTestId('serial-card').first().getByRole('link').last().click();
    await page.waitForURL(/\/serial\/detail\//);
    urls.serial = new URL(page.url()).pathname;
    await page.getByTestId('serial-years').getByText('өнөөг хүртэл', { exact: false }).waitFor();
    await shot(page, 'serial-detail-unpublished');
    await publishHere(page);
    await context.close();
  });

  it('the contributor adds a season with archive images and two episodes, and publishes them', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    await page.goto('/season/create');
    await page.getByRole('heading', { name: 'Цувралын улирал нэмэх' }).waitFor();
    await choose(page, /^Цуврал хайж сонгох/, serial.i_title.slice(0, 12), new RegExp(stamp));
    await page.getByLabel(/^Улирлын дугаар/).fill('1');
    await page.getByLabel(/^Улирлын нэр/).fill('Хавар');
    await cropImage(page, 0, await jpeg(600, 900, '#4a6b8a'));
    await page.getByTestId('archive-input').setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 500, '#557744') },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 500, '#775544') },
    ]);
    await page.getByLabel('1-р зургийн тайлбар').fill('Зураг авалтын үеэр');
    await page.getByLabel('2-р зургийн тайлбар').fill('Өвөлжөө');
    await shot(page, 'season-create');
    const submit = page.getByRole('button', { name: 'Нэмэх', exact: true }).last();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL(/\/detail$/);
    urls.season = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: /1-р улирал: Хавар/ }).waitFor();
    await publishHere(page);

    await addEpisode(page, '1', 'Нүүдэл');
    await addEpisode(page, '2', 'Өвөл');
    await page.goto(urls.season);
    const unpublished = page.getByTestId('unpublished-episodes');
    await unpublished
      .getByRole('link', { name: /1-р анги/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /1-р анги: Нүүдэл/ }).waitFor();
    await publishHere(page);
    await page.goto(urls.season);
    await page
      .getByTestId('unpublished-episodes')
      .getByRole('link', { name: /2-р анги/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /2-р анги: Өвөл/ }).waitFor();
    await publishHere(page);
    await context.close();
  });

  it('a guest walks serial → season → episode → next episode', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/serial?search=${encodeURIComponent(serial.i_title)}`);
    await page.getByTestId('serial-card').first().waitFor();
    await shot(page, 'serial-list-guest');
    await page.getByTestId('serial-card').first().getByRole('link').last().click();
    await page.getByRole('heading', { name: new RegExp(serial.m_title) }).waitFor();
    expect(await page.getByTestId('unpublished-seasons').count()).toBe(0);
    // A guest's favourite click opens the login prompt.
    await page.getByRole('button', { name: 'Дуртай' }).click();
    await page.getByRole('dialog', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    await shot(page, 'serial-detail-guest-login-prompt', { fullPage: false });
    await page.getByRole('button', { name: 'Болих' }).click();
    await shot(page, 'serial-detail-guest');

    await page
      .getByTestId('seasons')
      .getByRole('link', { name: /1-р улирал: Хавар/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /1-р улирал: Хавар/ }).waitFor();
    await page.getByRole('button', { name: '1-р зургийг томоор харах' }).click();
    await page.getByRole('dialog').getByText('Зураг авалтын үеэр', { exact: false }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog').getByText('Өвөлжөө', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await shot(page, 'season-detail-guest');

    await page
      .getByTestId('episodes')
      .getByRole('link', { name: /1-р анги: Нүүдэл/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /1-р анги: Нүүдэл/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Өмнөх анги' }).isDisabled()).toBe(true);
    // The scene art is blurred and dimmed under the hero: its large name does not show beside the grades.
    await page.waitForLoadState('networkidle');
    expect(await heroSpreadBesideGrades(page)).toBeLessThan(30);
    await shot(page, 'episode-detail-art', { fullPage: false });
    // Moving starts the review tabs afresh.
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await shot(page, 'episode-detail-guest');
    await page.getByRole('button', { name: 'Дараагийн анги' }).click();
    await page.getByRole('heading', { name: /2-р анги: Өвөл/ }).waitFor();
    expect(await page.getByRole('tab', { name: 'Шүүмжлэгчид' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'Дараагийн анги' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Өмнөх анги' }).isDisabled()).toBe(false);
    await shot(page, 'episode-detail-next');
    await context.close();
  });

  it('the catalogue and a serial at 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 700);
    await page.goto('/mongol-serial');
    await page.getByRole('heading', { name: 'Монгол цуврал' }).waitFor();
    await page.getByRole('tab', { name: /Шүүлтүүр/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'serial-list-320');
    await page.goto(urls.serial);
    await page.getByRole('heading', { name: new RegExp(serial.m_title) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'serial-detail-320');
    await page.goto('/serial/no-such-serial-x/detail'.replace('/detail', '').replace('/serial/', '/serial/detail/'));
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await context.close();
  });

  it('the demo’s Mongolian serials: /mongol-serial, a season page in Mongolian, and an episode at 320 px', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/mongol-serial');
    await page.getByRole('heading', { name: 'Монгол цуврал' }).waitFor();
    const titles = page.getByTestId('serial-card').getByRole('link', { name: 'Өдөр өдрийн өнгө' });
    await titles.first().waitFor();
    expect(await page.getByTestId('serial-card').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'mongol-serial-list');

    await page.goto('/serial/odor-odriin-ongo/season-1/detail');
    const episodes = page.getByTestId('episodes');
    await episodes.getByRole('link', { name: '1-р анги: Анхны жижүүр' }).first().waitFor();
    // Mongolian names and plots, no English block; the header counts episode ratings.
    await episodes.getByText('Анагаахын сургуулиа саяхан төгссөн Номин', { exact: false }).waitFor();
    expect(await page.getByText('English', { exact: true }).count()).toBe(0);
    expect(await episodes.getByText('Fresh from medical school', { exact: false }).count()).toBe(0);
    expect(await page.getByTestId('critic-grade').textContent()).toContain('Ангиудад');
    // One named link per episode: the scene image beside the name links for the pointer only.
    expect(await episodes.getByRole('link', { name: '1-р анги: Анхны жижүүр' }).count()).toBe(1);
    await shot(page, 'season-detail-mongolian');
    await context.close();

    const narrow = await newPage(browser, 320, 700);
    await narrow.page.goto('/serial/odor-odriin-ongo/season-1/episode-2/detail');
    await narrow.page.getByRole('heading', { name: '2-р анги: Түгжрэл' }).waitFor();
    const previous = await narrow.page.getByRole('button', { name: 'Өмнөх анги' }).boundingBox();
    const next = await narrow.page.getByRole('button', { name: 'Дараагийн анги' }).boundingBox();
    // One row, one line each: side by side, the same height, no taller than a one-line button.
    expect(previous!.y).toBe(next!.y);
    expect(previous!.height).toBe(next!.height);
    expect(next!.height).toBeLessThan(44);
    expect(next!.x + next!.width).toBeLessThanOrEqual(320);
    expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(narrow.page, 'episode-detail-320');
    await narrow.context.close();
  });
});

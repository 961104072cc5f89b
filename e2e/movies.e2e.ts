import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';

// Part 2 sections 2, 5, 8: a contributor adds a movie, it stays hidden until published, then a guest finds
// it by a Latin search and by a filter and sees what was entered.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now() % 100000);
const movie = {
  m_title: `Хөх тэнгэрийн дуу ${stamp}`,
  i_title: `Song of the Blue Sky ${stamp}`,
  o_title: `Хөх тэнгэрийн дуу ${stamp}`,
  year: '1903',
  runtime: '94',
  plot: 'Говийн нэгэн айлын охин хотод ирж, хөгжимчин болох мөрөөдлөө биелүүлэх гэж хичээдэг.',
  en_plot: 'A girl from a Gobi family comes to the city to become a musician.',
  tag: `e2e шошго ${stamp}`,
  trailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
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

/** Picks an option of an autocomplete by typing part of its label. */
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

describe('movies in the browser', () => {
  let slug = '';

  it('a contributor adds a movie with poster and scene image; it waits unpublished', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    await page.goto('/movie/create');
    await page.getByRole('heading', { name: 'Кино нэмэх' }).waitFor();
    const submit = page.getByRole('button', { name: 'Нэмэх', exact: true }).last();
    expect(await submit.isDisabled()).toBe(true);

    await cropImage(page, 0, await jpeg(600, 900, '#1d4e89'));
    await cropImage(page, 1, await jpeg(1600, 900, '#c28f2c'));
    await page.getByLabel('Монгол нэр').fill(movie.m_title);
    await page.getByLabel('Олон улсын нэр').fill(movie.i_title);
    await page.getByLabel('Эх нэр').fill(movie.o_title);
    await select(page, /^Ангилал/, 'Бүрэн хэмжээний');
    await select(page, /^Төрөл/, 'Уран сайхны');
    await select(page, /^Насны ангилал/, /^G ·/);
    await page.getByLabel(/^Он/).fill(movie.year);
    await page.getByLabel(/^Үргэлжлэх хугацаа/).fill(movie.runtime);
    await choose(page, /^Хэл/, 'Монгол', /^Монгол/);
    await choose(page, /^Улс/, 'Япон', /^Япон/);
    await choose(page, /^Жанр/, 'Драм', /^Драм/);
    await page.getByLabel('Трейлер').fill(movie.trailer);
    const tags = page.getByRole('combobox', { name: /^Шошго/ });
    await tags.fill(movie.tag);
    await tags.press('Enter');
    const plots = page.getByRole('textbox', { name: /^Агуулга/ });
    await plots.nth(0).fill(movie.plot);
    await plots.nth(1).fill(movie.en_plot);

    // Crew: pick an artist and a job, add; the same person cannot be added twice.
    const crew = page.getByTestId('artist-editor');
    await crew.getByRole('combobox', { name: 'Уран бүтээлч хайх' }).fill('Даваа');
    await page.getByRole('option', { name: /Даваа/ }).first().click();
    await crew.getByRole('combobox', { name: 'Мэргэжил' }).click();
    await page.getByRole('option', { name: 'Найруулагч', exact: true }).click();
    await page.keyboard.press('Escape');
    await crew.getByRole('button', { name: 'Нэмэх' }).click();
    await crew.getByText('Найруулагч').waitFor();
    await crew.getByRole('combobox', { name: 'Уран бүтээлч хайх' }).fill('Даваа');
    await page.getByRole('option', { name: /Даваа/ }).first().click();
    await crew.getByRole('combobox', { name: 'Мэргэжил' }).click();
    await page.getByRole('option', { name: 'Зохиолч', exact: true }).click();
    await page.keyboard.press('Escape');
    await crew.getByRole('button', { name: 'Нэмэх' }).click();
    await crew.getByText('Энэ уран бүтээлч жагсаалтад орсон байна!').waitFor();
    // Edit toggle: the entry goes into the form and the button turns into "edit".
    await crew.getByRole('button', { name: /-г засах$/ }).click();
    await crew.getByRole('button', { name: 'Засах', exact: true }).waitFor();
    await shot(page, 'movie-create-editing-artist');
    await crew.getByRole('button', { name: 'Засах', exact: true }).click();
    await crew.getByRole('button', { name: /-г засах$/ }).waitFor();

    await expect.poll(() => submit.isDisabled()).toBe(false);
    await shot(page, 'movie-create-filled');
    await submit.click();
    await page.getByText('Кино амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!').waitFor();
    await page.waitForURL((url) => url.pathname === '/movie');

    // It is on the contributor's unpublished list.
    await page.goto(`/unpublished/movie?search=${encodeURIComponent(movie.i_title)}`);
    await page.getByRole('link', { name: movie.m_title }).first().click();
    await page.waitForURL(/\/movie\/.+\/detail$/);
    slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    await page.getByRole('heading', { name: new RegExp(movie.m_title) }).waitFor();
    await page.getByText('Нийтлэгдээгүй').first().waitFor();
    await context.close();
  });

  it('a guest cannot see the unpublished movie', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/movie/${slug}/detail`);
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await page.goto(`/movie?search=${encodeURIComponent(movie.i_title)}`);
    await page.getByText('Тохирох кино олдсонгүй.').waitFor();
    await shot(page, 'movie-list-empty');
    await context.close();
  });

  it('the contributor publishes it from its detail page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    await page.goto(`/movie/${slug}/detail`);
    const bar = page.getByTestId('admin-bar');
    await bar.locator('input[type=checkbox]').click();
    await page.getByRole('button', { name: 'Тийм' }).click();
    await expect.poll(() => bar.locator('input[type=checkbox]').isChecked()).toBe(true);
    await shot(page, 'movie-detail-contributor');

    // Archive images: add one with a description, save, switch to the grid.
    await bar.getByRole('link', { name: 'Зураг засах' }).click();
    await page.getByText('Архивын зураг алга.').waitFor();
    await page
      .getByTestId('archive-input')
      .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 500, '#557744') });
    await page.getByLabel('1-р зургийн тайлбар').fill('Зураг авалтын үеэр');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText('Кинонд архивын зураг амжилттай нэмэгдлээ!').waitFor();
    await page.getByRole('button', { name: 'Хүснэгт' }).click();
    await shot(page, 'movie-image-update');
    await context.close();
  });

  it('a guest finds it by a Latin search and by filters and sees what was entered', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie');
    await page.getByRole('heading', { name: 'Бүрэн хэмжээний кино' }).waitFor();
    const count = page.getByTestId('movie-count');
    await expect.poll(() => count.textContent()).toMatch(/\d/);
    const total = await count.textContent();
    await page.getByLabel('Кино хайх (кирилл эсвэл латин)').fill(`hoh tengeriin duu ${stamp}`);
    await page.waitForURL((url) => url.searchParams.get('search') === `hoh tengeriin duu ${stamp}`);
    await expect.poll(() => count.textContent()).not.toBe(total);
    await page.getByRole('link', { name: movie.m_title }).first().waitFor();
    await shot(page, 'movie-list-search');

    // Filters: the year range from the URL and the format chosen in the panel.
    await page.goto('/movie?year=1903,1903');
    await page.getByRole('button', { name: /Шүүлтүүр/ }).click();
    await choose(page, 'Төрөл', 'Уран', 'Уран сайхны');
    await page.waitForURL(
      (url) => url.searchParams.get('format') === '1' && url.searchParams.get('year') === '1903,1903',
    );
    await page.getByRole('link', { name: movie.m_title }).first().waitFor();
    await shot(page, 'movie-list-filtered');

    await page.getByRole('link', { name: movie.m_title }).first().click();
    await page.getByRole('heading', { name: new RegExp(movie.m_title) }).waitFor();
    for (const text of [
      movie.i_title,
      movie.plot,
      movie.en_plot,
      movie.tag,
      '94 минут',
      'Драм',
      'Бүрэн хэмжээний',
      'Уран сайхны',
    ]) {
      await page.getByText(text, { exact: false }).first().waitFor();
    }
    await page.getByRole('link', { name: /Даваа/ }).first().waitFor();
    await page.getByText('Найруулагч').first().waitFor();
    await page.getByText('Кинонд үнэлгээ өгөхийн тулд нэвтэрнэ үү.').waitFor();
    await page.getByRole('button', { name: 'Дуртай' }).click();
    await page.getByRole('dialog', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    await page.keyboard.press('Escape');
    await shot(page, 'movie-detail-guest');
    await context.close();
  });

  it('the catalogue at 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 700);
    await page.goto('/mongol-movie');
    await page.getByRole('heading', { name: 'Монгол бүрэн хэмжээний кино' }).waitFor();
    await page.locator('#movie-results a').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'movie-list-320');
    await page.locator('#movie-results a').first().click();
    await page.waitForURL(/\/detail$/);
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'movie-detail-320');
    await context.close();
  });
});

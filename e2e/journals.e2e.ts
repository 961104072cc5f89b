import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Issue 6, part 2 sections 2-5 and 8: a publisher writes an article with an uploaded image and two related
// movies; it stays unpublished (a guest cannot see it) until the author publishes it; then a guest finds it
// by its tag and by a Latin search, and the movie's page lists it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now() % 100000);
const article = {
  title: `Талын салхины дуу ${stamp}`,
  // The same title typed in Latin letters, informally (ы as y, х as kh).
  latin: `talyn salkhiny duu ${stamp}`,
  tag: `тал нутаг ${stamp}`,
  heading: 'Зураг авалтын өдрүүд',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  text: 'Говийн салхи кино бүрийн хэмнэлийг өөрөөр тодорхойлдог. Энэ нийтлэлд хоёр киноны зураг авалтын тухай өгүүлнэ.',
};
const movies = [
  { search: 'Цогт', option: /Цогт тайж/, title: 'Цогт тайж', slug: 'tsogt-taij' },
  {
    search: 'Yellow Dog',
    option: /Шар нохойн там/,
    title: 'Шар нохойн там',
    slug: 'the-cave-of-the-yellow-dog',
  },
];

const jpeg = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Picks the first option of a select; returns its text. */
async function selectFirst(page: Page, label: RegExp): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

describe('journals in the browser', () => {
  let detailPath = '';

  it('a publisher writes an article with an uploaded image and two related movies; it waits unpublished', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto('/journal');
    await page.getByRole('link', { name: 'Нийтлэл бичих' }).click();
    await page.getByRole('heading', { name: 'Нийтлэл бичих' }).waitFor();
    const save = page.getByRole('button', { name: 'Хадгалах', exact: true }).last();
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: /^Гарчиг/ }).fill(article.title);
    // The cover: a JPEG cropped to 16:9.
    await page
      .locator('input[type=file][accept="image/jpeg"]')
      .first()
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1000, '#b5651d') });
    const crop = page.getByRole('dialog', { name: 'Зургаа тайрах' });
    await crop.getByRole('button', { name: 'Тайрах' }).click();
    await crop.waitFor({ state: 'detached' });
    await selectFirst(page, /^Ангилал/);
    await selectFirst(page, /^Дэд ангилал/);
    const tags = page.getByRole('combobox', { name: /^Шошго/ });
    await tags.fill(article.tag);
    await tags.press('Enter');

    // Rich content: a heading, a paragraph and an uploaded image.
    const editor = page.getByTestId('journal-editor');
    await editor.click();
    await page.getByRole('button', { name: 'H2 Гарчиг', exact: true }).click();
    await page.keyboard.type(article.heading);
    await page.keyboard.press('Enter');
    await page.keyboard.type(article.text);
    await page.keyboard.press('Enter');
    await page
      .getByTestId('editor-image-input')
      .setInputFiles({ name: 'scene.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 450, '#2e6f95') });
    await editor.locator('img[src^="/media/"]').waitFor();
    // A file that is not a JPEG is refused with the spec's message.
    await page
      .getByTestId('editor-image-input')
      .setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: Buffer.from('not a jpeg') });
    await page.getByText('Та JPEG өргөтгөлтэй зураг оруулна уу!').waitFor();

    // Two related movies by search; picking one again is ignored.
    const related = page.getByTestId('related-movies');
    for (const movie of [...movies, movies[0]]) {
      await related.getByRole('combobox', { name: 'Кино нэмэх' }).fill(movie.search);
      const option = page.getByRole('option', { name: movie.option }).first();
      await option.waitFor();
      if (await option.isDisabled()) await page.keyboard.press('Escape');
      else await option.click();
    }
    await expect.poll(() => related.getByRole('listitem').count()).toBe(2);

    await expect.poll(() => save.isDisabled()).toBe(false);
    await shot(page, 'journal-create-filled');
    await save.click();
    await page.getByText('Нийтлэл амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!').waitFor();
    await page.waitForURL((url) => url.pathname === '/journal');

    // The author finds it among the unpublished articles.
    await page.getByRole('link', { name: 'Нийтлэгдээгүй нийтлэлүүд' }).click();
    await page.waitForURL((url) => url.pathname === '/unpublished/journal');
    await page.getByRole('link', { name: article.title }).first().click();
    await page.waitForURL(/\/journal\/[^/]+\/[^/]+\/[^/]+$/);
    detailPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: article.title, level: 1 }).waitFor();
    await page.getByText('Нийтлэгдээгүй').first().waitFor();
    await context.close();
  });

  it('a guest can neither open nor find the unpublished article', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(detailPath);
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await page.goto(`/journal?search=${encodeURIComponent(article.title)}`);
    await page.getByText('Нийтлэл олдсонгүй').waitFor();
    await context.close();
  });

  it('the author publishes it after confirming, likes it and adds a video', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto(detailPath);
    const bar = page.getByTestId('admin-bar');
    await bar.getByRole('switch').click();
    await page.getByRole('dialog', { name: 'Нийтлэх үү?' }).getByRole('button', { name: 'Тийм' }).click();
    await bar.getByText('Нийтлэгдсэн').waitFor();
    await page.reload();
    await page.getByTestId('admin-bar').getByText('Нийтлэгдсэн').waitFor();

    // A signed-in reader's like counts at once.
    const like = page.getByRole('button', { name: /^Таалагдлаа · 0/ });
    await like.click();
    await page.getByRole('button', { name: /^Таалагдсан · 1/ }).waitFor();

    // The author edits it: a video player is added; a published article comes back to its page.
    await page.getByTestId('admin-bar').getByRole('link', { name: 'Засах' }).click();
    await page.getByRole('heading', { name: `Засварлах: ${article.title}` }).waitFor();
    await page.getByTestId('journal-editor').getByText(article.text).click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Видео оруулах' }).click();
    const video = page.getByRole('dialog', { name: 'Видео оруулах' });
    await video.getByRole('textbox').fill('https://example.com/watch?v=dQw4w9WgXcQ');
    await video.getByRole('button', { name: 'Оруулах' }).click();
    await video.getByText('YouTube эсвэл Vimeo-гийн видео холбоос оруулна уу.').waitFor();
    await video.getByRole('textbox').fill(article.video);
    await video.getByRole('button', { name: 'Оруулах' }).click();
    await page.getByTestId('journal-editor').locator('iframe').waitFor({ state: 'attached' });
    await shot(page, 'journal-update');
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).first().click();
    await page.getByText('Нийтлэлийн засвар амжилттай хийгдлээ!').waitFor();
    await page.waitForURL((url) => url.pathname === detailPath);
    await page
      .getByTestId('journal-content')
      .locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')
      .waitFor({ state: 'attached' });
    await context.close();
  });

  it('a guest finds it by tag and by a Latin search, reads it, and sees it on the movie page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/journal');
    const tagFilter = page.getByRole('combobox', { name: 'Шошгоор шүүх' });
    await tagFilter.fill(article.tag);
    await page.getByRole('option', { name: article.tag }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tags')).toMatch(/^\d+$/);
    await page.getByRole('link', { name: article.title }).first().waitFor();
    await expect.poll(() => page.locator('main article').count()).toBe(1);
    await shot(page, 'journal-list-by-tag');
    // After a reload the address holds only the tag's id; the chip still shows its name.
    await page.reload();
    await page.locator('.MuiChip-label', { hasText: article.tag }).waitFor();
    expect(await page.getByText(/Шошго #\d+/).count()).toBe(0);

    await page.goto('/journal');
    await page.getByRole('searchbox', { name: 'Нийтлэл хайх' }).fill(article.latin);
    await page.getByRole('searchbox', { name: 'Нийтлэл хайх' }).press('Enter');
    await page.getByRole('link', { name: article.title }).first().click();
    await page.waitForURL((url) => url.pathname === detailPath);
    const content = page.getByTestId('journal-content');
    await content.getByRole('heading', { name: article.heading }).waitFor();
    await content.getByText(article.text).waitFor();
    expect(await content.locator('img[src^="/media/"]').count()).toBe(1);
    expect(await content.locator('iframe').count()).toBe(1);
    const related = page.getByTestId('journal-movies');
    for (const movie of movies) await related.getByRole('link', { name: movie.title }).first().waitFor();
    await page.getByRole('link', { name: `#${article.tag}` }).waitFor();
    await shot(page, 'journal-detail');

    // A guest's like asks them to log in.
    await page.getByRole('button', { name: /^Таалагдлаа · 1/ }).click();
    await page.getByRole('dialog', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`/movie/${movies[0].slug}/detail`);
    await page.getByTestId('movie-journals').getByRole('link', { name: article.title }).first().click();
    await page.waitForURL((url) => url.pathname === detailPath);
    await context.close();
  });

  it('the list and the article read at 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 720);
    await page.goto('/journal');
    await page.getByRole('link', { name: article.title }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'journal-list-320');
    await page.goto(detailPath);
    await page.getByTestId('journal-content').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'journal-detail-320');
    await context.close();
  });

  it('the editor fits 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 720);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto('/journal/create');
    await page.getByTestId('journal-editor').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'journal-create-320');
    await context.close();
  });

  it('the navigation’s «Анхны алхам» opens the seeded article', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/journal/niitlel/anhnii-alham/detail');
    await page.getByTestId('journal-content').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });
});

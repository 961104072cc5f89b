import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Part 2 sections 2-5 on the detail pages: rating dialog with the errors array, grades and stars that move,
// the spoiler overlay, likes, reaction slots with their picker, a critic's detailed review, and an episode
// rating that marks the episode watched.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MOVIE = '/movie/tokyo-story/detail';
const EPISODE = '/serial/breaking-bad/season-1/episode-2/detail';
const EPISODE_3 = '/serial/breaking-bad/season-1/episode-3/detail';
const SEASON = '/serial/breaking-bad/season-1/detail';
const REVIEW = 'Аав ээж хоёрын ганцаардал зүрх шимширмээр. Төгсгөлд нь ээж нь нас бардаг.';

const audienceBadge = (page: Page) => page.getByTestId('audience-grade').first();

async function openRatingDialog(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: /Үнэлгээ ба сэтгэгдэл/ });
  await dialog.waitFor();
  return dialog;
}

describe('reviews on the detail pages', () => {
  it('a member rates and reviews a movie with a spoiler: the errors array, then the audience grade, stars and watched', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(MOVIE);
    await page.getByText('Кинонд үнэлгээ өгөхийн тулд нэвтэрнэ үү.').waitFor(); // guests get the login prompt
    expect(await audienceBadge(page).innerText()).toContain('–');

    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto(MOVIE);
    await page.getByRole('button', { name: 'Үзэх жагсаалтад' }).waitFor();
    const dialog = await openRatingDialog(page, 'Үнэлгээ өгөх');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.getByRole('alert').getByText('Та тоон үнэлгээ заавал оруулах шаардлагатай!').waitFor();
    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('101');
    await dialog.getByLabel('Сэтгэгдэл', { exact: true }).fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    const errors = dialog.getByRole('alert');
    await errors.getByText('Та тоон үнэлгээгээ зөв оруулна уу!').waitFor();
    await errors.getByText('500 тэмдэгтээс хэтэрлээ!').waitFor();
    await shot(page, 'reviews-dialog-errors', { fullPage: false });

    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('70');
    await dialog.getByLabel('Сэтгэгдэл', { exact: true }).fill(REVIEW);
    await dialog.getByLabel('Спойлер агуулсан').check();
    // 70 × 0.05 = 3.5 stars, shown as the grade is typed.
    await dialog.getByRole('img', { name: /3\.5/ }).waitFor();
    await shot(page, 'reviews-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.waitFor({ state: 'detached' });

    await audienceBadge(page).getByText('70%').waitFor();
    expect(await audienceBadge(page).getByRole('img').getAttribute('aria-label')).toContain('3.5');
    // Saving a rating marks the movie watched, which hides add-to-watch.
    await page.getByText('Үзсэн', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Үзэх жагсаалтад' }).count()).toBe(0);

    // It opens again with the review loaded.
    const again = await openRatingDialog(page, 'Засах');
    expect(await again.getByLabel('Тоон үнэлгээ (0-100)').inputValue()).toBe('70');
    expect(await again.getByLabel('Спойлер агуулсан').isChecked()).toBe(true);
    await again.getByRole('button', { name: 'Болих' }).click();
    await context.close();
  });

  it('another member meets the spoiler overlay, reveals the review and likes it', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto(MOVIE);
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    const card = page.getByRole('article', { name: /member/ });
    await card.getByTestId('spoiler-overlay').waitFor();
    expect(await card.getByText(REVIEW).count()).toBe(0);
    await shot(page, 'reviews-tabs-spoiler');
    await card.getByRole('button', { name: 'Уншмаар байна' }).click();
    await card.getByText(REVIEW).waitFor();

    const like = card.getByRole('button', { name: /Таалагдлаа/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    // The heart flips at once, before the call returns (optimistic), but not within the click itself.
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await like.getByText('1').waitFor();
    // The like is the server's, not only the screen's.
    await page.reload();
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await page
      .getByRole('article', { name: /member/ })
      .getByRole('button', { name: /Таалагдлаа/, pressed: true })
      .waitFor();
    await context.close();
  });

  it('a guest who presses like sees the login prompt', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(MOVIE);
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await page
      .getByRole('article', { name: /member/ })
      .getByRole('button', { name: /Таалагдлаа/ })
      .click();
    await page.getByRole('dialog', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    await context.close();
  });

  it('reactions are picked, replaced and cleared; a reaction in one slot is not offered in another', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto(MOVIE);
    await page.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр' }).click();
    let picker = page.getByRole('dialog', { name: '1-р үүрт сэтгэгдэл сонгох' });
    expect(await picker.getByRole('button').count()).toBe(18);
    await page.waitForTimeout(400); // the popover's fade-in
    await shot(page, 'reviews-reaction-picker', { fullPage: false });
    await picker.getByRole('button', { name: 'Инээдтэй байсан' }).click();
    await page.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Инээдтэй байсан' }).waitFor();

    await page.getByRole('button', { name: 'Сэтгэгдлийн 2-р үүр' }).click();
    picker = page.getByRole('dialog', { name: '2-р үүрт сэтгэгдэл сонгох' });
    expect(await picker.getByRole('button').count()).toBe(17);
    expect(await picker.getByRole('button', { name: 'Инээдтэй байсан' }).count()).toBe(0);
    await picker.getByRole('button', { name: 'Попкорн кино' }).click();
    await page.getByRole('button', { name: 'Сэтгэгдлийн 2-р үүр: Попкорн кино' }).waitFor();

    // Choosing again replaces the slot.
    await page.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Инээдтэй байсан' }).click();
    await page
      .getByRole('dialog', { name: '1-р үүрт сэтгэгдэл сонгох' })
      .getByRole('button', { name: 'Гунигтай байсан' })
      .click();
    await page.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Гунигтай байсан' }).waitFor();
    await page
      .getByTestId('top-reactions')
      .getByText(/Гунигтай байсан · 1/)
      .waitFor();

    // The trash icon clears the slot, which shows "?" again.
    await page.getByRole('button', { name: '2-р үүрийг цэвэрлэх' }).click();
    const slot2 = page.getByRole('button', { name: 'Сэтгэгдлийн 2-р үүр', exact: true });
    await slot2.waitFor();
    expect(await slot2.innerText()).toBe('?');
    await page.reload();
    await page.getByRole('button', { name: 'Сэтгэгдлийн 1-р үүр: Гунигтай байсан' }).waitFor();
    expect(await page.getByRole('button', { name: 'Сэтгэгдлийн 2-р үүр', exact: true }).innerText()).toBe('?');
    await context.close();
  });

  it('a critic rates, then writes a detailed review that the review list shows', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'critic', 'Critic#2026mfi');
    await page.goto('/movie/persona/detail');
    await page.getByText('Дэлгэрэнгүй шүүмж бичихийн өмнө', { exact: false }).waitFor();
    const dialog = await openRatingDialog(page, 'Үнэлгээ өгөх');
    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('94');
    await dialog.getByLabel('Сэтгэгдэл', { exact: true }).fill('Хоёр эмэгтэйн дүр нэг болж уусах мөч гайхалтай.');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('critic-grade').first().getByText('94%').waitFor();

    await page.getByRole('button', { name: 'Дэлгэрэнгүй шүүмж бичих' }).click();
    const detailed = page.getByRole('dialog', { name: 'Дэлгэрэнгүй шүүмж' });
    await detailed.getByRole('button', { name: 'Хадгалах' }).click();
    await detailed.getByRole('alert').getByText('Та гарчигийн нэр заавал өгөх шаардлагатай!').waitFor();
    await detailed.getByRole('alert').getByText('Та шүүмжээ бичнэ үү!').waitFor();
    const title = `Персона: нүүрний цаана ${Date.now() % 100000}`;
    await detailed.getByRole('textbox', { name: 'Гарчиг' }).fill(title);
    const editor = detailed.getByRole('textbox', { name: 'Шүүмж' });
    await editor.click();
    await page.keyboard.type('Бергманы хамгийн зоримог туршилт.');
    await detailed.getByRole('button', { name: 'Тод' }).click();
    await page.keyboard.type(' Хоёр нүүр нэг болно.');
    await shot(page, 'reviews-detailed-dialog', { fullPage: false });
    await detailed.getByRole('button', { name: 'Хадгалах' }).click();
    await detailed.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Дэлгэрэнгүй шүүмж засах' }).waitFor();

    // The critic tab's card links to it, and the movie review list holds it.
    const card = page.getByRole('article', { name: /critic/ });
    const link = card.getByRole('link', { name: 'Дэлгэрэнгүй шүүмж' });
    expect(await link.getAttribute('href')).toMatch(/^\/movie-review\/[^/]+\/persona$/);
    const list = await page.request.get(`/api/movie/api-movie-review-list/?search=${encodeURIComponent(title)}`, {
      headers: { 'X-Api-Key': 'mfi-dev-key' },
    });
    const body = (await list.json()) as { review_list: { title: string; movie__movie_slug: string }[] };
    expect(body.review_list.map((r) => r.title)).toContain(title);
    await context.close();
  });

  it('an episode rated from its detail page shows watched and its grade', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto(EPISODE);
    const watched = page.getByRole('button', { name: 'Үзсэн', exact: true });
    await watched.waitFor();
    expect(await watched.getAttribute('aria-pressed')).toBe('false');
    const dialog = await openRatingDialog(page, 'Үнэлгээ өгөх');
    await dialog.getByRole('slider', { name: 'Тоон үнэлгээ 0-100' }).focus();
    await page.keyboard.press('End'); // the slider to 100
    expect(await dialog.getByLabel('Тоон үнэлгээ (0-100)').inputValue()).toBe('100');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Үзсэн', exact: true, pressed: true }).waitFor();
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await page.getByRole('article', { name: /member/ }).waitFor();
    await context.close();
  });

  it('a member reviews a season: the text is required, then the review shows on the audience tab', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto(SEASON);
    await page.getByRole('button', { name: 'Сэтгэгдэл бичих' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сэтгэгдэл' });
    expect(await dialog.getByLabel('Тоон үнэлгээ (0-100)').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.getByRole('alert').getByText('Та сэтгэгдлээ бичнэ үү!').waitFor();
    await dialog.getByRole('textbox', { name: 'Сэтгэгдэл' }).fill('Эхний улирал удаан эхэлдэг ч төгсгөл нь гайхалтай.');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await page
      .getByRole('article', { name: /member/ })
      .getByText('Эхний улирал удаан эхэлдэг')
      .waitFor();
    await context.close();
  });

  it('a critic writes an episode’s detailed review with a cover', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'critic', 'Critic#2026mfi');
    await page.goto(EPISODE_3);
    const dialog = await openRatingDialog(page, 'Үнэлгээ өгөх');
    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('88');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Дэлгэрэнгүй шүүмж бичих' }).click();
    const detailed = page.getByRole('dialog', { name: 'Дэлгэрэнгүй шүүмж' });
    await detailed.getByRole('textbox', { name: 'Гарчиг' }).fill('Хоёр дүрийн анхны мөргөлдөөн');
    await detailed.getByRole('textbox', { name: 'Шүүмж' }).click();
    await page.keyboard.type('Энэ анги цувралын цаашдын хэмнэлийг тогтоодог.');
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a3b2e' } })
      .jpeg()
      .toBuffer();
    await detailed
      .locator('input[type=file][accept="image/jpeg"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    const crop = page.getByRole('dialog', { name: 'Зургаа тайрах' });
    await crop.getByRole('button', { name: 'Тайрах' }).click();
    await crop.waitFor({ state: 'detached' });
    await detailed.getByRole('button', { name: 'Хадгалах' }).click();
    await detailed.waitFor({ state: 'detached' });
    // Opened again, it shows the stored cover.
    await page.getByRole('button', { name: 'Дэлгэрэнгүй шүүмж засах' }).click();
    const again = page.getByRole('dialog', { name: 'Дэлгэрэнгүй шүүмж' });
    expect(await again.getByRole('img', { name: 'Одоогийн нүүр зураг' }).getAttribute('src')).toMatch(
      /^\/media\/episode-reviews\//,
    );
    await context.close();
  });

  it('the dialog, the tabs and the picker fit 320 px', async () => {
    const { context, page } = await newPage(browser, 320, 700);
    await logIn(page, 'member', 'Member#2026mfi');
    await page.goto(MOVIE);
    await page.getByRole('tab', { name: 'Үзэгчид' }).click();
    await page.getByRole('article', { name: /member/ }).waitFor();
    await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
    await shot(page, 'reviews-tabs-320', { fullPage: false });
    await page.getByRole('button', { name: /Сэтгэгдлийн 3-р үүр/ }).click();
    await page.getByRole('dialog', { name: '3-р үүрт сэтгэгдэл сонгох' }).waitFor();
    await page.waitForTimeout(400); // the popover's fade-in
    await shot(page, 'reviews-reaction-picker-320', { fullPage: false });
    await page.keyboard.press('Escape');
    const dialog = await openRatingDialog(page, 'Засах');
    await dialog.getByLabel('Тоон үнэлгээ (0-100)').fill('');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await dialog.getByRole('alert').waitFor();
    await page.waitForTimeout(800); // the dialog's fade-in, after the popover's fade-out
    await shot(page, 'reviews-dialog-320', { fullPage: false });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});

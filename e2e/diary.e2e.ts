import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { api, newMember, type NewMember } from './support/api';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Issue 29 part 1, the diary: a new member logs a viewing and a rewatch of a movie from its page, sees both on
// their diary page by month with the right grade on the movie page, edits one and deletes it; at 1280 and
// 320 px, in Mongolian and English, with axe, and the empty diary of a member who logged nothing. The
// member's viewings and rating are taken back at the end, so no other suite meets them.

let browser: Browser;
let member: NewMember;
let movie = { slug: '', title: '' };

/** The diary section inside the profile page: axe checks what this suite builds. */
const SECTION = '[data-testid="diary"]';
const diaryPath = () => `/user/${member.slug}/diary`;
const entries = (page: Page) => page.getByTestId('diary-entry');

beforeAll(async () => {
  browser = await launchBrowser();
  const letters = String(Date.now() % 100000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const phone = String(70_000_000 + (Date.now() % 9_000_000));
  member = await newMember(`diary${letters}`, phone, 'Diary#Pass2026');
  // The last movie of the catalogue's first page: the suite that rates in bulk takes the first 26.
  const { results } = await api<{ results: { slug: string; m_title: string; i_title: string }[] }>(
    '/movie/movie-list/',
    { query: { page: '1' } },
  );
  const last = results.at(-1)!;
  movie = { slug: last.slug, title: last.m_title || last.i_title };
});

afterAll(async () => {
  if (!member) return;
  const { results } = await api<{ results: { id: number }[] }>('/user/api/v-user-diary/', {
    query: { slug: member.slug, page: '1' },
  });
  for (const entry of results)
    await api('/user/api/v-user-diary-delete/', { body: { id: entry.id }, token: member.token });
  await api('/movie/api-movie-delete-review/', { body: { movie: movie.slug }, token: member.token });
  await browser?.close();
});

/** The member's rating of the movie, as the rating dialog loads it. */
const ownGrade = async () =>
  (
    await api<{ grade: number | null }>('/movie/api-movie-review/', {
      body: { movie: movie.slug, load: false },
      token: member.token,
    })
  ).grade;

async function logViewing(page: Page, v: { date: string; grade: number; rewatch?: boolean; review: string }) {
  await page.getByTestId('log-viewing').click();
  const dialog = page.getByRole('dialog', { name: /Үзсэнээ тэмдэглэх/ });
  await dialog.waitFor();
  await dialog.getByTestId('diary-date').fill(v.date);
  if (v.rewatch) await dialog.getByLabel('Дахин үзсэн').check();
  await dialog.getByLabel('Үнэлгээ өгөх').check();
  await dialog.getByTestId('diary-grade').fill(String(v.grade));
  await dialog.getByTestId('diary-review').fill(v.review);
  await dialog.getByTestId('diary-tags').fill('гэр бүл, кино театр');
  return dialog;
}

describe('the diary', () => {
  it('a member logs a viewing and a rewatch from the movie page, edits one and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, member.username, member.password);
    await page.goto(`/movie/${movie.slug}/detail`);

    // A future day is refused in the dialog; then the first viewing with its grade.
    let dialog = await logViewing(page, { date: '2999-01-01', grade: 60, review: 'Анх удаа үзлээ.' });
    await dialog.getByTestId('diary-save').click();
    await dialog.getByText('Ирээдүйн өдрийг сонгох боломжгүй!').waitFor();
    await shot(page, 'diary-dialog-future', { fullPage: false });
    await dialog.getByTestId('diary-date').fill('2025-01-10');
    await dialog.getByTestId('diary-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(ownGrade).toBe(60);

    dialog = await logViewing(page, { date: '2025-03-01', grade: 80, rewatch: true, review: 'Дахин үзэхэд бүр гоё.' });
    await shot(page, 'diary-dialog', { fullPage: false });
    await dialog.getByTestId('diary-save').click();
    await dialog.waitFor({ state: 'detached' });
    // The latest-dated graded viewing is the title's grade: the rating dialog opens with it.
    await expect.poll(ownGrade).toBe(80);
    await page.getByRole('button', { name: 'Засах' }).first().click();
    const rating = page.getByRole('dialog', { name: /Үнэлгээ ба сэтгэгдэл/ });
    expect(await rating.getByLabel('Тоон үнэлгээ (0-100)').inputValue()).toBe('80');
    await rating.getByRole('button', { name: 'Болих' }).click();

    // The diary page: both viewings, newest first, by month, the rewatch marked.
    await page.goto(diaryPath());
    await page.getByRole('heading', { level: 2, name: `Өдрийн тэмдэглэл · ${member.slug}` }).waitFor();
    await expect.poll(() => entries(page).count()).toBe(2);
    expect(await page.getByTestId('diary-month').allInnerTexts()).toEqual(['2025 оны 3-р сар', '2025 оны 1-р сар']);
    const first = entries(page).first();
    await first.getByText('80%').waitFor();
    await first.getByTestId('diary-rewatch-mark').waitFor();
    await first.getByText('Дахин үзэхэд бүр гоё.').waitFor();
    await entries(page).nth(1).getByText('60%').waitFor();
    expect(await entries(page).nth(1).getByTestId('diary-rewatch-mark').count()).toBe(0);
    // The owner's way to bring their history in (the page's can_import).
    expect(await page.getByTestId('diary-import').getAttribute('href')).toBe('/account/import');
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'diary-page');

    // The owner edits the rewatch's grade: the title's grade follows.
    await first.getByTestId('diary-edit').click();
    dialog = page.getByRole('dialog', { name: /Тэмдэглэлийг засах/ });
    expect(await dialog.getByTestId('diary-grade').inputValue()).toBe('80');
    await dialog.getByTestId('diary-grade').fill('90');
    await dialog.getByTestId('diary-save').click();
    await dialog.waitFor({ state: 'detached' });
    await entries(page).first().getByText('90%').waitFor();
    await expect.poll(ownGrade).toBe(90);

    // And deletes it, after a confirmation: the earlier viewing's grade is the title's again.
    await entries(page).first().getByTestId('diary-edit').click();
    await dialog.getByTestId('diary-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Тэмдэглэлийг устгах уу?' });
    await confirm.getByRole('button', { name: 'Устгах' }).click();
    await expect.poll(() => entries(page).count()).toBe(1);
    await expect.poll(ownGrade).toBe(60);
    await context.close();
  });

  it('reads at 320 px without sideways scrolling, in English, and says when a diary is empty', async () => {
    const { context, page } = await newPage(browser, 320, 800);
    await logIn(page, member.username, member.password);
    await page.goto(diaryPath());
    await expect.poll(() => entries(page).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await page.getByTestId('diary').scrollIntoViewIfNeeded();
    await shot(page, 'diary-page-320', { fullPage: false });
    await shot(page, 'diary-page-320-full');

    // The dialog on a phone: full screen.
    await page.goto(`/movie/${movie.slug}/detail`);
    await page.getByTestId('log-viewing').click();
    const dialog = page.getByRole('dialog', { name: /Үзсэнээ тэмдэглэх/ });
    await dialog.getByLabel('Үнэлгээ өгөх').check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'diary-dialog-320', { fullPage: false });
    await dialog.getByRole('button', { name: 'Болих' }).click();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(diaryPath());
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: `Diary · ${member.slug}` }).waitFor();
    await page.getByText('1 viewing').waitFor();
    expect(await page.getByTestId('diary-month').allInnerTexts()).toEqual(['January 2025']);
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'diary-page-en');

    // Another member's empty diary; the profile's board links to it.
    await page.goto('/user/publisher/diary');
    await page.getByTestId('diary-empty').getByText('No viewings logged yet.').waitFor();
    expect(await page.getByTestId('diary-import').count()).toBe(0); // someone else's diary: no import
    await page.goto(diaryPath());
    await page.getByRole('link', { name: 'Import from Letterboxd or IMDb' }).waitFor();
    await page.goto('/user/publisher/diary');
    await page.getByTestId('diary-empty').waitFor();
    await page.getByRole('button', { name: 'MN', exact: true }).click();
    await page.getByTestId('diary-empty').getByText('Одоогоор үзсэн кино, цуврал тэмдэглээгүй байна.').waitFor();
    await page.getByTestId('board-diary').waitFor();
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'diary-empty');
    await context.close();
  });
});

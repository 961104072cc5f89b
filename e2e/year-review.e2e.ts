import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from '@mfi/contract/fields';
import { api, newMember, type NewMember } from './support/api';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// A member's year in review and their export (issue 29 parts 3 and 4): a member of this suite's own logs
// viewings of last year (a rewatch among them); their year reads at 1280 and 320 px in MN and EN with its
// figures and month chart, no sideways scroll and no serious axe violation; the export downloads as a ZIP.

const year = currentYear() - 1;
const stamp = String(Date.now() % 100000);
let browser: Browser;
let member: NewMember;

beforeAll(async () => {
  browser = await launchBrowser();
  const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  member = await newMember(`year${letters}`, String(61_000_000 + (Date.now() % 9_000_000)), 'YearReview#2026');
  const idOf = async (slug: string) =>
    (await api<{ movie_detail: { id: number } }>('/movie/api-movie-detail/', { query: { slug } })).movie_detail.id;
  const tokyo = await idOf('tokyo-story');
  const camel = await idOf('the-story-of-the-weeping-camel');
  const log = (body: object) => api('/user/api/v-user-diary-add/', { token: member.token, body });
  await log({ kind: 'movie', id: tokyo, date: `${year}-02-14`, grade: 90 });
  await log({ kind: 'movie', id: tokyo, date: `${year}-11-02`, grade: 95, rewatch: true });
  await log({ kind: 'movie', id: camel, date: `${year}-06-20`, grade: 70 });
}, 120_000);
afterAll(() => browser?.close());

describe('year in review', () => {
  for (const width of [1280, 320]) {
    for (const language of ['mn', 'en'] as const) {
      it(`reads at ${width} px in ${language.toUpperCase()} with its figures and chart`, async () => {
        const { context, page } = await newPage(browser, width, 900);
        await page.goto('/');
        await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
        await page.goto(`/user/${member.slug}/year/${year}`);
        const title =
          language === 'mn' ? `${member.username} — ${year} оны тойм` : `${member.username}'s ${year} in review`;
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        // Two films, three viewings, one of them a rewatch; the month chart and the graded titles.
        await page
          .getByRole('img', {
            name: language === 'mn' ? `${year} оны сар бүрийн үзэлтийн тоо` : `Viewings in each month of ${year}`,
          })
          .waitFor();
        await page
          .getByRole('heading', { name: language === 'mn' ? 'Хамгийн өндөр үнэлсэн' : 'Highest rated' })
          .waitFor();
        const text = await page.locator('main').innerText();
        expect(text).toContain(language === 'mn' ? 'Дахин үзсэн' : 'Rewatches');
        expect(text).toContain(language === 'mn' ? 'Токиогийн түүх' : 'Tokyo Story');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `year-review-${width}-${language}`);
        await context.close();
      });
    }
  }

  it('downloads the member’s export from the user menu', async () => {
    const { context, page } = await newPage(browser, 1280, 900);
    await logIn(page, member.username, member.password);
    await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).click();
    await page.getByRole('menuitem', { name: 'Миний өгөгдлийг татах' }).click();
    await page.waitForURL((url) => url.pathname === '/account/export');
    await page.getByRole('heading', { name: 'Миний өгөгдөл', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'account-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ZIP татах' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mfi-.+\.zip$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await page.getByText(`Татаж авлаа: ${download.suggestedFilename()}`).waitFor();
    await context.close();
  });
});

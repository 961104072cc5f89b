import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newMember, type NewMember } from './support/api';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// A member's import from Letterboxd (issue 29 part 2): the export's ZIP, made here in Letterboxd's layout with
// the demo catalogue's films (a Cyrillic name, a quoted name with a comma, a BOM and Windows line ends), through
// the preview, where one ambiguous row ("Three Colours", 1993: Blue or Red) is settled, to the confirmed job's
// end; the ratings, the diary and the list are then the member's. The page reads in MN and EN at 1280 and 320 px.

const BOM = '\uFEFF';
const crlf = (text: string) => BOM + text.replace(/\n/g, '\r\n');
const encode = (text: string) => new TextEncoder().encode(text);

function letterboxdZip() {
  return Buffer.from(
    zipSync({
      'diary.csv': encode(
        crlf(`Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
2024-01-05,Цогт тайж,1945,https://boxd.it/e2e1,4.5,,"түүх, сонгодог",2024-01-04
2024-02-10,Three Colours,1993,https://boxd.it/e2e2,4,,,2024-02-09
2024-03-01,Parasite,2019,https://boxd.it/e2e3,5,Yes,,2024-02-28
2024-03-02,"Nowhere, A Film Not Here",2011,https://boxd.it/e2e4,2,,,2024-03-02
`),
      ),
      'ratings.csv': encode(
        crlf(`Date,Name,Year,Letterboxd URI,Rating
2024-04-01,The Godfather,1972,https://boxd.it/e2e5,5
`),
      ),
      'watchlist.csv': encode(`Date,Name,Year,Letterboxd URI
2024-05-01,Spirited Away,2001,https://boxd.it/e2e6
`),
      'lists/shildeg.csv': encode(
        crlf(`Letterboxd list export v7
Date,Name,Tags,URL,Description
2024-06-01,"Миний шилдэг, 2024",,https://letterboxd.com/m/list/best/,

Position,Name,Year,URL,Description
1,Цогт тайж,1945,https://boxd.it/e2e1,
2,Parasite,2019,https://boxd.it/e2e3,"Шилдэг, дахин үзнэ"
`),
      ),
    }),
  );
}

let browser: Browser;
let member: NewMember;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await newMember('importer', '88112233', 'Importer#Pass1');
});
afterAll(() => browser?.close());

const upload = async (page: Page, button: string) => {
  await page.getByTestId('import-file').setInputFiles({
    name: 'letterboxd-importer-2024-06-10-utc.zip',
    mimeType: 'application/zip',
    buffer: letterboxdZip(),
  });
  await page.getByRole('button', { name: button }).click();
};

describe('importing from Letterboxd', () => {
  it('previews the ZIP, settles the ambiguous row, imports, and the ratings, diary and list are the member’s', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, member.username, member.password);
    await page.getByRole('button', { name: 'Хэрэглэгчийн цэс' }).click();
    await page.getByRole('menuitem', { name: 'Letterboxd, IMDb-ээс импортлох' }).click();
    await page.waitForURL((url) => url.pathname === '/account/import');
    await page.getByRole('heading', { name: 'Letterboxd, IMDb-ээс импортлох', level: 1 }).waitFor();
    await upload(page, 'Оруулж урьдчилан харах');
    await expect.poll(() => page.getByTestId('import-counts').innerText()).toBe('Олдсон: 4 · сонгох: 1 · олдоогүй: 1');
    expect(await page.getByTestId('import-row').count()).toBe(6);
    // The ambiguous row offers both films of the trilogy a year apart; the member picks Red.
    await page.getByTestId('import-row').filter({ hasText: 'Three Colours' }).getByRole('combobox').click();
    const options = page.getByRole('option');
    expect(await options.allInnerTexts()).toEqual([
      'Энэ бүтээлийг алгасах',
      'Гурван өнгө: Цэнхэр (1993)',
      'Гурван өнгө: Улаан (1994)',
    ]);
    await shot(page, 'user-import-choices', { fullPage: false });
    await page.getByRole('option', { name: 'Гурван өнгө: Улаан (1994)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'user-import-preview');

    await page.getByRole('button', { name: 'Импортлох', exact: true }).click();
    await page.getByRole('heading', { name: 'Импорт дууслаа' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-progress').innerText()).toBe('8 мөрөөс 8');
    await shot(page, 'user-import-done');

    // What the import wrote, as the member's own calls read it.
    const grade = async (movie: string) =>
      (await api<{ grade: number }>('/movie/api-movie-review/', { body: { movie, load: false }, token: member.token }))
        .grade;
    expect(await grade('tsogt-taij')).toBe(90);
    expect(await grade('parasite')).toBe(100);
    expect(await grade('the-godfather')).toBe(100);
    const diary = await api<{ count: number; results: { slug: string; rewatch: boolean; grade: number }[] }>(
      '/user/api/v-user-diary/',
      { query: { slug: member.slug }, token: member.token },
    );
    expect(diary.count).toBe(3);
    expect(diary.results.map((r) => [r.slug, r.rewatch, r.grade])).toEqual([
      ['parasite', true, 100],
      [expect.stringContaining('three-colours-red'), false, 80],
      ['tsogt-taij', false, 90],
    ]);
    // The member's diary shows the three viewings by month.
    await page.goto(`/user/${member.slug}/diary`);
    await expect.poll(() => page.getByTestId('diary-total').innerText()).toBe('3 үзэлт');
    await shot(page, 'user-import-diary');
    // The movie's page shows the member's rating.
    await page.goto('/movie/tsogt-taij/detail');
    await page.getByRole('heading', { name: 'Цогт тайж', level: 1 }).waitFor();
    await shot(page, 'user-import-rated-movie', { fullPage: false });
    await context.close();
  });

  it('reads in English and at 320 px', async () => {
    for (const width of [320, 1280]) {
      const { context, page } = await newPage(browser, width, 900);
      await logIn(page, member.username, member.password);
      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      await page.goto('/account/import');
      await page.getByRole('heading', { name: 'Import from Letterboxd or IMDb', level: 1 }).waitFor();
      await upload(page, 'Upload and preview');
      await expect
        .poll(() => page.getByTestId('import-counts').innerText())
        .toBe('Found: 4 · to choose: 1 · not found: 1');
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `user-import-preview-en-${width}`);
      await context.close();
    }
  });
});

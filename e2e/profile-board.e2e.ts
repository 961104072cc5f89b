import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { api, newMember } from './support/api';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Issue 15 item 8, part 1 sections 2, 3, 4, 7 and 9: a new member reviews 26 movies, favourites a movie,
// marks a serial to watch and likes an artist (through the API); the demo member opens that member's board
// lists: the reviews show their grades as stars, sort by grade both ways and page (24 a page, the page in
// the address), a like flips at once and is still there after a reload, and the title and artist lists
// show what was flagged. At 1280 and 320 px, in Mongolian and English, with axe. The reviews are deleted at
// the end, so no other suite meets them.

let browser: Browser;

const MEMBER = ['member', 'Member#2026mfi'] as const;

/** What the reviewer wrote and flagged. */
const written: { slug: string; title: string; grade: number }[] = [];
let favourite = { slug: '', title: '' };
let serial = { slug: '', title: '' };
let idol = { slug: '', name: '' };
/** The reviewer: a new member, so their reviews meet no other suite. */
let slug = '';
let token = '';

const REVIEWS = 26;

beforeAll(async () => {
  browser = await launchBrowser();
  const letters = String(Date.now() % 100000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const phone = String(60_000_000 + (Date.now() % 9_000_000));
  ({ slug, token } = await newMember(`board${letters}`, phone, 'Board#Pass2026'));

  const { results } = await api<{ results: { slug: string; m_title: string; i_title: string }[] }>(
    '/movie/movie-list/',
    { query: { page: '1' } },
  );
  expect(results.length).toBeGreaterThanOrEqual(REVIEWS);
  // Grades in no order of their own: the writing order (newest first) is not the grade order.
  for (const [index, movie] of results.slice(0, REVIEWS).entries()) {
    const grade = 15 + ((index * 37) % 81);
    await api('/movie/api-movie-review/', {
      body: { movie: movie.slug, grade, review: `Самбарын шалгалт ${index + 1}: ${grade} оноо.`, spoiler: false },
      token,
    });
    written.push({ slug: movie.slug, title: movie.m_title || movie.i_title, grade });
  }
  favourite = { slug: results[0].slug, title: results[0].m_title || results[0].i_title };
  await api('/movie/api-favorite-movie/', { body: { movie: favourite.slug }, token });

  const { serial_list } = await api<{ serial_list: { serial_slug: string; m_title: string; i_title: string }[] }>(
    '/serial/serial-list/',
    { query: { page: '1' } },
  );
  serial = { slug: serial_list[0].serial_slug, title: serial_list[0].m_title || serial_list[0].i_title };
  await api('/serial/api-watch-serial/', { body: { serial: serial.slug }, token });

  const { artist_list } = await api<{ artist_list: { person_slug: string; pro_name: string }[] }>(
    '/artist/artist-list/',
    { query: { page: '1' } },
  );
  idol = { slug: artist_list[0].person_slug, name: artist_list[0].pro_name };
  await api('/artist/api-like-artist/', { body: { slug: idol.slug }, token });
});

afterAll(async () => {
  // The reviewer's reviews (and the likes on them) go, so the demo titles' review tabs are as seeded.
  for (const movie of written) await api('/movie/api-movie-delete-review/', { body: { movie: movie.slug }, token });
  await browser?.close();
});

/** The board's section inside the profile page: axe checks what this suite builds. */
const SECTION = '[data-testid="board-movie-reviews"]';
const reviewsPath = () => `/user/${slug}/movie-reviews`;
const cards = (page: Page) => page.getByTestId('board-review');
/** The grade figures of the cards on screen, in order. */
const grades = (page: Page) =>
  page.getByTestId('board-grade').evaluateAll((nodes) => nodes.map((node) => Number.parseInt(node.textContent!, 10)));

async function chooseSort(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Эрэмбэлэх' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe('a member’s lists on the profile board', () => {
  it('shows the reviews as stars and text, sorts them by grade both ways and pages by 24', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ...MEMBER);
    await page.goto(reviewsPath());
    await page.getByRole('heading', { level: 2, name: `Киноны сэтгэгдлүүд · ${slug}` }).waitFor();
    await page.getByText(`Нийт ${REVIEWS}`).waitFor();
    await expect.poll(() => cards(page).count()).toBe(24);
    // Newest first: the last review written leads; its grade shows as stars in half steps and as a figure.
    const last = written.at(-1)!;
    await expect.poll(async () => (await cards(page).first().innerText()).includes(last.title)).toBe(true);
    const stars = Math.round(last.grade * 0.05 * 2) / 2;
    await cards(page)
      .first()
      .getByRole('img', { name: `5-аас ${stars} од` })
      .waitFor();
    await cards(page).first().getByText(`Самбарын шалгалт ${REVIEWS}: ${last.grade} оноо.`).waitFor();
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'board-movie-reviews');

    const sorted = written.map((w) => w.grade).sort((a, b) => b - a);
    await chooseSort(page, 'Өндөр үнэлгээтэй нь эхэндээ');
    await page.waitForURL((url) => url.search === '?sort=3');
    await expect.poll(() => grades(page)).toEqual(sorted.slice(0, 24));

    // Page 2 holds the last two, the page in the address; a new sort starts again from page 1.
    await page.getByRole('button', { name: '2-р хуудас' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => grades(page)).toEqual(sorted.slice(24));
    await shot(page, 'board-movie-reviews-page-2');
    await chooseSort(page, 'Бага үнэлгээтэй нь эхэндээ');
    await page.waitForURL((url) => url.search === '?sort=4');
    await expect.poll(() => grades(page)).toEqual([...sorted].reverse().slice(0, 24));
    await context.close();
  });

  it('flips a like at once, and the like is still there after a reload', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ...MEMBER);
    await page.goto(`${reviewsPath()}?sort=3`);
    const first = cards(page).first();
    const heart = first.getByRole('button', { name: /^Таалагдлаа\s*0$/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    const liked = first.getByRole('button', { name: /^Таалагдлаа\s*1$/ });
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect
      .poll(() => first.getByRole('button', { name: /^Таалагдлаа\s*1$/ }).getAttribute('aria-pressed'))
      .toBe('true');
    // The most liked first now holds it first.
    await chooseSort(page, 'Их таалагдсан нь эхэндээ');
    await expect.poll(() => first.getByRole('button', { name: /^Таалагдлаа/ }).innerText()).toContain('1');
    await shot(page, 'board-movie-reviews-liked');
    await context.close();
  });

  it('lists the favourite movie, the serial to watch and the liked artist, linking to them', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ...MEMBER);
    await page.goto(`/user/${slug}/favorite-movies`);
    await page.getByRole('heading', { level: 2, name: `Дуртай кинонууд · ${slug}` }).waitFor();
    const movie = page.getByTestId('board-title').getByRole('link', { name: favourite.title, exact: true });
    expect(await movie.getAttribute('href')).toBe(`/movie/${favourite.slug}/detail`);
    await page.getByRole('combobox', { name: 'Эрэмбэлэх' }).click();
    expect(await page.getByRole('option').count()).toBe(8);
    await page.keyboard.press('Escape');
    await shot(page, 'board-favorite-movies');

    await page.goto(`/user/${slug}/watch-serials`);
    await page.getByRole('heading', { level: 2, name: `Үзэх цувралууд · ${slug}` }).waitFor();
    const show = page.getByTestId('board-title').getByRole('link', { name: serial.title, exact: true });
    expect(await show.getAttribute('href')).toBe(`/serial/detail/${serial.slug}`);

    await page.goto(`/user/${slug}/idols`);
    await page.getByRole('heading', { level: 2, name: `Дуртай уран бүтээлчид · ${slug}` }).waitFor();
    const artist = page.getByTestId('board-idol').getByRole('link', { name: idol.name, exact: true });
    expect(await artist.getAttribute('href')).toBe(`/artist/${idol.slug}/detail`);
    await page.getByRole('combobox', { name: 'Эрэмбэлэх' }).click();
    expect(await page.getByRole('option').count()).toBe(4);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page, '[data-testid="board-idols"]')).toEqual([]);
    await shot(page, 'board-idols');

    // An empty list says so.
    await page.goto(`/user/${slug}/favorite-serials`);
    await page.getByTestId('board-titles-empty').waitFor();
    await context.close();
  });

  it('shows the critic’s episode reviews and detailed reviews, each linking to its page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ...MEMBER);
    await page.goto('/user/critic/episode-reviews');
    const episodes = page.getByTestId('board-episode-reviews');
    await episodes.getByRole('heading', { level: 2, name: 'Ангийн сэтгэгдлүүд · critic' }).waitFor();
    const entry = cards(page).first();
    expect(await entry.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/serial\/[^/]+\/[^/]+\/[^/]+\/detail$/,
    );
    await entry.getByText(/^\d+-р улирал · \d+-р анги · /).waitFor();
    await entry.getByText('Шүүмжлэгч', { exact: true }).waitFor();
    await shot(page, 'board-episode-reviews');

    await page.goto('/user/critic/movie-detailed-reviews');
    await page.getByRole('heading', { level: 2, name: 'Киноны шүүмжүүд · critic' }).waitFor();
    const review = cards(page).first().getByRole('link').first();
    const to = (await review.getAttribute('href'))!;
    expect(to).toMatch(/^\/movie-review\/critic\/[^/]+$/);
    expect(await seriousViolations(page, '[data-testid="board-movie-detailed-reviews"]')).toEqual([]);
    await shot(page, 'board-movie-detailed-reviews');
    const title = await review.innerText();
    await review.click();
    await page.waitForURL((url) => url.pathname === to);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goto('/user/critic/episode-detailed-reviews');
    await page.getByRole('heading', { level: 2, name: 'Ангийн шүүмжүүд · critic' }).waitFor();
    expect(await cards(page).first().getByRole('link').first().getAttribute('href')).toMatch(
      /^\/episode-review\/critic\/[^/]+\/[^/]+\/[^/]+$/,
    );
    await context.close();
  });

  it('shows a publisher their published and unpublished articles with the like; others may not see the drafts', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'publisher', 'Publish#2026mfi');
    await page.goto('/user/publisher/published-journals');
    const section = page.getByTestId('board-published-journals');
    await section.getByRole('heading', { level: 2, name: 'Нийтлэгдсэн нийтлэлүүд · publisher' }).waitFor();
    const first = section.getByRole('article').first();
    await first.getByRole('heading', { level: 3 }).getByRole('link').waitFor();
    // The like flips at once and back (the article's count is as it was for the other suites).
    const heart = first.getByRole('button', { name: /^Таалагдлаа/ });
    const count = async () => Number((await heart.innerText()).replace(/\D/g, ''));
    // Another file on this worker's server may have liked the article already: the heart flips from where it is.
    const pressed = await heart.getAttribute('aria-pressed');
    const before = await count();
    const liked = page.waitForResponse((r) => r.url().includes('like') && r.request().method() === 'POST');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(pressed === 'true' ? 'false' : 'true');
    await expect.poll(count).toBe(pressed === 'true' ? before - 1 : before + 1);
    await liked;
    const undone = page.waitForResponse((r) => r.url().includes('like') && r.request().method() === 'POST');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(pressed);
    await undone;
    await page.getByRole('combobox', { name: 'Эрэмбэлэх' }).click();
    expect(await page.getByRole('option').count()).toBe(6);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page, '[data-testid="board-published-journals"]')).toEqual([]);
    await shot(page, 'board-published-journals');

    await page.goto('/user/publisher/unpublished-journals');
    const drafts = page.getByTestId('board-unpublished-journals');
    await drafts.getByRole('heading', { level: 2, name: 'Нийтлэгдээгүй нийтлэлүүд · publisher' }).waitFor();
    await drafts.getByText('Нийтлэгдээгүй', { exact: true }).first().waitFor();
    await shot(page, 'board-unpublished-journals');
    await context.close();

    // A member who does not publish meets the not-found page there.
    const other = await newPage(browser);
    await logIn(other.page, ...MEMBER);
    await other.page.goto('/user/publisher/unpublished-journals');
    await other.page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    await other.context.close();
  });

  it('reads at 320 px without sideways scrolling, and in English', async () => {
    const { context, page } = await newPage(browser, 320, 800);
    await logIn(page, ...MEMBER);
    await page.goto(reviewsPath());
    await expect.poll(() => cards(page).count()).toBe(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'board-movie-reviews-320');
    await page.getByTestId('board-movie-reviews').getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await shot(page, 'board-movie-reviews-320-top', { fullPage: false });
    await page.getByRole('navigation', { name: 'Хуудаслалт' }).scrollIntoViewIfNeeded();
    await shot(page, 'board-movie-reviews-320-pages', { fullPage: false });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: `Movie reviews · ${slug}` }).waitFor();
    await page.getByText(`${REVIEWS} in all`).waitFor();
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Highest grade first', exact: true }).click();
    await expect
      .poll(() => grades(page))
      .toEqual(
        written
          .map((w) => w.grade)
          .sort((a, b) => b - a)
          .slice(0, 24),
      );
    expect(await seriousViolations(page, SECTION)).toEqual([]);
    await shot(page, 'board-movie-reviews-en');
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage, shot } from './support/browser';
import { logIn } from './support/login';

// Part 2 section 2 "Review lists and details": a critic's detailed reviews (written through the API as
// the demo critic) appear on /movie-review, /episode-review and /season-review, are found by a Latin
// search, show their sanitized content, and a member's like moves the count.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = String(Date.now() % 100000);
const CRITIC = { username: 'critic', password: 'Critic#2026mfi' };
const MEMBER = { username: 'member', password: 'Member#2026mfi' };

const criticToken = () =>
  api<{ auth_token: string }>('/v1/token/login/', { body: CRITIC }).then((answer) => answer.auth_token);

/** The sanitizer keeps the paragraph and the bold text and drops the script and the handler. */
const dirtyHtml = (word: string) =>
  `<p>${word} <strong>гайхалтай</strong> бүтээл.</p><script>window.__hacked = 1</script><p><img src="x" onerror="window.__hacked = 2">Төгсгөл.</p>`;

/** A published movie the demo critic has not reviewed yet (so no other test's review is overwritten). */
async function unreviewedMovie(token: string) {
  const { results } = await api<{ results: { slug: string }[] }>('/movie/movie-list/', { query: { page: '1' } });
  for (const { slug } of results) {
    const own = await api<{ review_check: boolean }>('/movie/api-movie-review/', {
      body: { movie: slug, load: false },
      token,
    });
    if (!own.review_check) return slug;
  }
  throw new Error('every demo movie has a review by the critic');
}

/** A published episode of a demo serial, and its season. */
async function publishedEpisode() {
  const { serial_list } = await api<{ serial_list: { serial_slug: string }[] }>('/serial/serial-list/', {
    query: { page: '1' },
  });
  for (const { serial_slug: serialSlug } of serial_list) {
    const { seasons } = await api<{ seasons: { season_slug: string }[] }>('/serial/api-serial-seasons/', {
      query: { slug: serialSlug },
    });
    for (const { season_slug: seasonSlug } of seasons) {
      const { episode_list } = await api<{ episode_list: { episode_slug: string }[] }>('/serial/api-season-episodes/', {
        query: { slug: serialSlug, seasonSlug },
      });
      if (episode_list.length > 0) return { serialSlug, seasonSlug, episodeSlug: episode_list[0].episode_slug };
    }
  }
  throw new Error('no published episode in the demo data');
}

/** Searches the list page in Latin letters, by pressing Enter or the button. */
async function searchList(page: Page, text: string, how: 'enter' | 'button') {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  if (how === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Хайх', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/** On a detail page: the content is sanitized, and a member's like goes up by one and back. */
async function checkDetail(page: Page, title: string, word: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const content = page.getByTestId('review-content');
  await content.getByText(word).waitFor();
  expect(await content.locator('strong').innerText()).toBe('гайхалтай');
  expect(await content.locator('script').count()).toBe(0);
  expect(await content.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  expect(await page.getByTestId('review-author').innerText()).toBe(CRITIC.username);

  const likeButton = page.getByRole('button', { name: /Таалагдлаа|Таалагдсанаа болих/ });
  const count = async () => Number(await page.getByTestId('review-like-count').innerText());
  const before = await count();
  await likeButton.click();
  await expect.poll(count).toBe(before + 1);
  expect(await likeButton.getAttribute('aria-pressed')).toBe('true');
  // The server agrees: after a reload the like is still there.
  await page.reload();
  await expect.poll(count).toBe(before + 1);
  await likeButton.click();
  await expect.poll(count).toBe(before);
  expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
  await page.waitForTimeout(400); // the button's colour fades back (250 ms) before the callers' screenshots
}

describe('review pages in the browser', () => {
  it('a critic’s movie review is on /movie-review, found by a Latin search; its detail is sanitized and liked', async () => {
    const token = await criticToken();
    const movie = await unreviewedMovie(token);
    const title = `Мөнх тэнгэрийн дор ${stamp}`;
    const word = `Киноны${stamp}`;
    await api('/movie/api-movie-review/', { body: { movie, grade: 84, review: 'Сайн кино.' }, token });
    await api('/movie/api-movie-detailed-review/', { body: { movie, title, review: dirtyHtml(word) }, token });

    const { context, page } = await newPage(browser);
    await page.goto('/movie-review');
    await page.getByRole('heading', { level: 1, name: 'Киноны шүүмж' }).waitFor();
    await page.getByTestId('review-total').waitFor();
    await searchList(page, `monh tengeriin dor ${stamp}`, 'enter');
    const card = page.getByTestId('review-card').filter({ hasText: title });
    await expect.poll(() => page.getByTestId('review-card').count()).toBe(1);
    await card.waitFor();
    expect(await card.innerText()).toContain(CRITIC.username);
    await shot(page, 'movie-review-list-search');

    // A guest's like asks to log in first.
    await card.getByRole('link', { name: title }).last().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: /Таалагдлаа/ }).click();
    await page.getByRole('dialog', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    await page.keyboard.press('Escape');
    const detailPath = new URL(page.url()).pathname;
    expect(detailPath).toBe(`/movie-review/critic/${movie}`);

    await logIn(page, MEMBER.username, MEMBER.password);
    await page.goto(detailPath);
    await checkDetail(page, title, word);
    expect(await page.getByRole('link', { name: 'Киноны хуудас руу' }).last().getAttribute('href')).toBe(
      `/movie/${movie}/detail`,
    );
    await shot(page, 'movie-review-detail');
    await context.close();
  });

  it('a critic’s episode review is on /episode-review, found by a Latin search; its detail is sanitized and liked', async () => {
    const token = await criticToken();
    const episode = await publishedEpisode();
    const title = `Шөнийн анги ${stamp}`;
    const word = `Ангийн${stamp}`;
    await api('/serial/api-submit-episode-review/', {
      body: { ...episode, grade: 71, review: 'Сонирхолтой анги.' },
      token,
    });
    await api('/serial/api-submit-episode-detailed-review/', {
      body: { ...episode, title, review: dirtyHtml(word) },
      token,
    });

    const { context, page } = await newPage(browser);
    await logIn(page, MEMBER.username, MEMBER.password);
    await page.goto('/episode-review');
    await page.getByRole('heading', { level: 1, name: 'Ангийн шүүмж' }).waitFor();
    await searchList(page, `shoniin angi ${stamp}`, 'button');
    const cards = page.getByTestId('review-card');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.filter({ hasText: CRITIC.username }).waitFor();
    await shot(page, 'episode-review-list-search');
    await cards.first().getByRole('link').last().click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/episode-review/critic/${episode.serialSlug}/${episode.seasonSlug}/${episode.episodeSlug}`,
    );
    await checkDetail(page, title, word);
    await shot(page, 'episode-review-detail');
    await context.close();
  });

  it('a critic’s season review is on /season-review and its detail is liked', async () => {
    const token = await criticToken();
    const { serialSlug, seasonSlug } = await publishedEpisode();
    const title = `Улирлын дүгнэлт ${stamp}`;
    const word = `Улирлын${stamp}`;
    await api('/serial/api-submit-season-review/', {
      body: { serialSlug, seasonSlug, review: 'Сайхан улирал.' },
      token,
    });
    await api('/serial/api-submit-season-detailed-review/', {
      body: { serialSlug, seasonSlug, title, review: dirtyHtml(word) },
      token,
    });

    const { context, page } = await newPage(browser);
    await logIn(page, MEMBER.username, MEMBER.password);
    await page.goto('/season-review');
    await searchList(page, `bulgiin dugnelt ${stamp}`, 'enter');
    const cards = page.getByTestId('review-card');
    await expect.poll(() => cards.count()).toBe(1);
    await cards.filter({ hasText: CRITIC.username }).waitFor();
    await cards.first().getByRole('link').last().click();
    await page.waitForURL((url) => url.pathname === `/season-review/critic/${serialSlug}/${seasonSlug}`);
    await checkDetail(page, title, word);
    await shot(page, 'season-review-detail');
    await context.close();
  });

  it('the movie review list fits a 320 px screen; an unknown review is the not-found page', async () => {
    const { context, page } = await newPage(browser, 320, 800);
    await page.goto('/movie-review');
    await page.getByTestId('review-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'movie-review-list-320');
    await page.getByTestId('review-card').first().getByRole('link').last().click();
    await page.getByTestId('review-content').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await shot(page, 'movie-review-detail-320');
    await page.goto('/episode-review/nobody/none/none/none');
    await page.getByText('Хуудас олдсонгүй').first().waitFor();
    await context.close();
  });
});

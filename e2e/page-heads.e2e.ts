import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage } from './support/browser';
import { logIn } from './support/login';

// Issue 26 parts 1, 2 and 4 in a real browser: each page type arrives with its own head (title, canonical,
// hreflang, Open Graph, JSON-LD with schema.org's required properties) and its real status; the app's own
// title takes over, and the server's head goes with the first move to another page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The properties search engines require of each type (schema.org and Google's structured data guides). */
const REQUIRED: Record<string, string[]> = {
  Movie: ['name', 'url', 'image'],
  TVSeries: ['name', 'url'],
  TVSeason: ['name', 'seasonNumber', 'partOfSeries'],
  TVEpisode: ['name', 'episodeNumber', 'partOfSeries'],
  Person: ['name', 'url'],
  Article: ['headline', 'author', 'datePublished'],
  Review: ['itemReviewed', 'author', 'reviewBody'],
  ItemList: ['itemListElement', 'numberOfItems'],
  Event: ['name', 'startDate', 'location'],
  EventSeries: ['name'],
  ProfilePage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
};

/** The first address of each sitemap section, as a crawler finds it. */
async function firstAddresses(): Promise<Record<string, string>> {
  const index = await (await fetch(new URL('/sitemap.xml', baseURL()))).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const first: Record<string, string> = {};
  for (const file of files) {
    const section = /sitemaps\/([a-z-]+)-1\.xml$/.exec(file)?.[1];
    if (!section) continue;
    const body = await (await fetch(file)).text();
    const loc = /<url><loc>([^<]+)<\/loc>/.exec(body)?.[1];
    if (loc) first[section] = new URL(loc).pathname;
  }
  return first;
}

async function headIn(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    ),
    titles: document.head.querySelectorAll('title').length,
  }));
}

const EXPECTED_TYPES: Record<string, string> = {
  movies: 'Movie',
  serials: 'TVSeries',
  seasons: 'TVSeason',
  episodes: 'TVEpisode',
  artists: 'Person',
  journals: 'Article',
  'movie-reviews': 'Review',
  'season-reviews': 'Review',
  'episode-reviews': 'Review',
  lists: 'ItemList',
  festivals: 'EventSeries',
  editions: 'Event',
  profiles: 'ProfilePage',
};

describe('page heads', () => {
  it('every page type of the sitemap arrives with status 200, its head and its structured data', async () => {
    const first = await firstAddresses();
    expect(Object.keys(first).sort()).toEqual(Object.keys(EXPECTED_TYPES).sort());
    const { context, page } = await newPage(browser);
    for (const [section, path] of Object.entries(first)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const head = await headIn(page);
      expect(head.canonical, path).toBe(`${baseURL()}${path}`);
      expect(head.hreflang.sort(), path).toEqual(['en', 'mn', 'x-default']);
      expect(head.ogTitle, path).toBeTruthy();
      expect(head.robots, path).toBeNull();
      const types = head.jsonLd.map((node) => node['@type'] as string);
      expect(types, path).toContain(EXPECTED_TYPES[section]);
      for (const node of head.jsonLd) {
        expect(node['@context'], path).toBe('https://schema.org');
        for (const property of REQUIRED[node['@type'] as string] ?? [])
          expect(node[property], `${path} ${node['@type'] as string}.${property}`).toBeDefined();
      }
      // The app's own title, and only one.
      await page.waitForFunction(() => document.title.endsWith('| MFI') && document.title !== 'MFI');
      expect(head.titles, path).toBeLessThanOrEqual(2);
      // The document's own titles (an icon's SVG <title> in the page is not one).
      expect(await page.evaluate(() => document.head.querySelectorAll('title').length), path).toBe(1);
    }
    await context.close();
  });

  it('the share card of a title is its og:image, and an English link opens the page in English', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/movie/tsogt-taij/detail?lang=en');
    expect(response?.status()).toBe(200);
    const head = await headIn(page);
    expect(head.ogImage).toBe(`${baseURL()}/share/movie/tsogt-taij.jpg`);
    const card = await fetch(head.ogImage!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/jpeg');
    await page.waitForFunction(() => document.title === 'Tsogt Taij | MFI');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('the server’s head goes with the first move to another page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/movie/tsogt-taij/detail');
    expect((await headIn(page)).jsonLd.length).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /^Нүүр$|MFI/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    const after = await headIn(page);
    expect(after.jsonLd).toEqual([]);
    expect(after.canonical).toBeNull();
    expect(await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'))).toBe(
      'Монголын кино мэдээллийн сан ба кино сонирхогчдын нийгэмлэг',
    );
    await context.close();
  });

  it('an unpublished movie is a 404 to a guest and the page with its head to its contributor', async () => {
    const guest = await newPage(browser);
    const refused = await guest.page.goto('/movie/the-two-horses-of-genghis-khan/detail');
    expect(refused?.status()).toBe(404);
    expect((await headIn(guest.page)).robots).toBe('noindex');
    expect(await guest.page.content()).not.toContain('Чингисийн хоёр морь');
    await guest.context.close();

    const { context, page } = await newPage(browser);
    await logIn(page, 'contributor', 'Contrib#2026mfi');
    const seen = await page.goto('/movie/the-two-horses-of-genghis-khan/detail');
    expect(seen?.status()).toBe(200);
    const head = await headIn(page);
    expect(head.jsonLd.map((n) => n['@type'])).toContain('Movie');
    await context.close();
  });

  it('unknown addresses answer 404 with the not-found page; pages behind login answer the app with noindex', async () => {
    const { context, page } = await newPage(browser);
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Хуудас олдсонгүй' }).waitFor();
    const login = await page.goto('/account/sessions');
    expect(login?.status()).toBe(200);
    expect(login?.headers()['x-robots-tag']).toBe('noindex');
    const robots = await (await fetch(new URL('/robots.txt', baseURL()))).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    await context.close();
  });
});

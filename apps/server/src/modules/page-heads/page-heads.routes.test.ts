import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie, makeReferences } from '../../test/factories/movies';
import { makeSeason, makeSerial, makeEpisodes } from '../../test/factories/serials';
import { festivalKit } from '../festival/festival.test-kit';

// Issue 26 parts 1, 2 and 4: each page's head and status from the server, robots.txt and the sitemaps.

const template = `<!doctype html>
<html lang="mn">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Монголын кино мэдээллийн сан ба кино сонирхогчдын нийгэмлэг" />
    <title>MFI</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-heads-'));
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  // A database of its own: the sitemaps are counted and paged exactly, three addresses a file.
  t = await buildTestApp({ ownDatabase: true, env: { WEB_DIST: dist, SITEMAP_PAGE_SIZE: '3' } });
  await makeReferences(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { cookie: `theme=dark; mfi_reader=${token}` } : {} });

/** The head's pieces a crawler reads. */
function headOf(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflang: Object.fromEntries([...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    ),
    lang: attr(/<html lang="([^"]+)"/),
    titles: [...html.matchAll(/<title/g)].length,
  };
}

describe('a page’s head', () => {
  it('a movie: its title, plot, canonical and language addresses, share card and Movie with both grades', async () => {
    const movie = await makeMovie(t.database.db, {
      mTitle: 'Цогт тайж',
      iTitle: 'Tsogt Taij',
      year: 1945,
      runtime: 100,
      plot: 'Түүхэн кино.',
      enPlot: 'A historical film.',
      criticGrade: 86,
      criticCount: 3,
      audienceGrade: 77.4,
      audienceCount: 12,
    });
    const res = await page(`/movie/${movie.slug}/detail`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Цогт тайж (1945) | MFI');
    expect(head.description).toBe('Түүхэн кино.');
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`http://mfi.test/movie/${movie.slug}/detail`);
    expect(head.hreflang).toEqual({
      mn: `http://mfi.test/movie/${movie.slug}/detail`,
      en: `http://mfi.test/movie/${movie.slug}/detail?lang=en`,
      'x-default': `http://mfi.test/movie/${movie.slug}/detail`,
    });
    expect(head.og).toMatchObject({
      'og:type': 'video.movie',
      'og:title': 'Цогт тайж (1945)',
      'og:image': `http://mfi.test/share/movie/${movie.slug}.jpg`,
      'og:locale': 'mn_MN',
    });
    const [movieLd, crumbs] = head.jsonLd;
    expect(movieLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Цогт тайж',
      url: `http://mfi.test/movie/${movie.slug}/detail`,
      dateCreated: '1945',
      duration: 'PT1H40M',
      aggregateRating: [
        { '@type': 'AggregateRating', name: 'Шүүмжлэгчид', ratingValue: 86, bestRating: 100, ratingCount: 3 },
        { '@type': 'AggregateRating', name: 'Үзэгчид', ratingValue: 77, bestRating: 100, ratingCount: 12 },
      ],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });

    const en = headOf((await page(`/movie/${movie.slug}/detail?lang=en`)).body);
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Tsogt Taij (1945) | MFI');
    expect(en.description).toBe('A historical film.');
    expect(en.canonical).toBe(`http://mfi.test/movie/${movie.slug}/detail?lang=en`);
    expect(en.og['og:locale']).toBe('en_US');
  });

  it("a guest's page carries the detail answer its first render asks for, byte for byte; a member's does not", async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Тэмүүжин </script>', iTitle: 'Temuujin' });
    const apiUrl = `/api/movie/api-movie-detail/?slug=${movie.slug}`;
    const api = await t.call({ method: 'GET', url: apiUrl });
    const html = (await page(`/movie/${movie.slug}/detail`)).body;
    const script = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(html);
    expect(script, 'the answers script').not.toBeNull();
    expect(JSON.parse(script![1])).toEqual({ [apiUrl]: api.json() });

    const member = await t.signedInUser();
    expect((await page(`/movie/${movie.slug}/detail`, member.token)).body).not.toContain('page-answers');
  });

  it('an unpublished movie is a 404 with the not-found head to a guest, and the page with its head to an editor', async () => {
    const draft = await makeMovie(t.database.db, { mTitle: 'Нууц ноорог', publish: false });
    const guest = await page(`/movie/${draft.slug}/detail`);
    expect(guest.statusCode).toBe(404);
    expect(guest.body).not.toContain('Нууц ноорог');
    expect(headOf(guest.body)).toMatchObject({ title: 'Хуудас олдсонгүй | MFI', robots: 'noindex', jsonLd: [] });
    expect(guest.headers['x-robots-tag']).toBe('noindex');

    const member = await t.signedInUser();
    expect((await page(`/movie/${draft.slug}/detail`, member.token)).statusCode).toBe(404);
    const contributor = await t.signedInUser(['contributer']);
    const seen = await page(`/movie/${draft.slug}/detail`, contributor.token);
    expect(seen.statusCode).toBe(200);
    expect(headOf(seen.body).jsonLd[0]).toMatchObject({ '@type': 'Movie', name: 'Нууц ноорог' });
    // What a member's cookie opened is theirs alone.
    expect(seen.headers['cache-control']).toBe('private, no-cache');
    // A cookie that names no session reads as a guest's.
    expect((await page(`/movie/${draft.slug}/detail`, 'f'.repeat(40))).statusCode).toBe(404);
  });

  it('a serial, its season and its episode: TVSeries, TVSeason and TVEpisode, each under its parents', async () => {
    const db = t.database.db;
    const serial = await makeSerial(db, { mTitle: 'Чингис', iTitle: 'Chinggis', releasedYear: 2020 });
    const season = await makeSeason(db, serial.id);
    const [episode] = await makeEpisodes(db, season.id, 1);
    const serialHead = headOf((await page(`/serial/detail/${serial.slug}`)).body);
    expect(serialHead.jsonLd[0]).toMatchObject({ '@type': 'TVSeries', name: 'Чингис', startDate: '2020' });
    const seasonHead = headOf((await page(`/serial/${serial.slug}/${season.slug}/detail`)).body);
    expect(seasonHead.jsonLd[0]).toMatchObject({
      '@type': 'TVSeason',
      seasonNumber: season.seasonNum,
      partOfSeries: { '@type': 'TVSeries', name: 'Чингис' },
    });
    const episodeRes = await page(`/serial/${serial.slug}/${season.slug}/${episode.slug}/detail`);
    expect(episodeRes.statusCode).toBe(200);
    expect(headOf(episodeRes.body).jsonLd[0]).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: episode.episodeNum,
      partOfSeason: { '@type': 'TVSeason' },
      partOfSeries: { '@type': 'TVSeries', name: 'Чингис' },
    });
    expect((await page(`/serial/${serial.slug}/${season.slug}/no-such-episode/detail`)).statusCode).toBe(404);
  });

  it('a title no markup can break out of: a script in a name stays text', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: '</script><script>alert(1)</script> "кино"' });
    const res = await page(`/movie/${movie.slug}/detail`);
    expect(res.body).not.toContain('<script>alert(1)');
    const head = headOf(res.body);
    expect(head.title).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;кино&quot; (2000) | MFI');
    expect(head.jsonLd[0].name).toBe('</script><script>alert(1)</script> "кино"');
  });

  it('unknown addresses are 404; pages behind login and forms answer the app with noindex; catalogues are indexable', async () => {
    for (const url of ['/no/such/page', '/movie/x/detail/extra', '/serial/detail']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/account/sessions', '/movie/create', '/admin', '/user-images/someone', '/login', '/search']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body).robots, url).toBe('noindex');
    }
    const list = headOf((await page('/mongol-movie?lang=en')).body);
    expect(list).toMatchObject({ title: 'Mongolian films | MFI', robots: undefined });
    expect((await page('/movie/')).statusCode).toBe(200);
  });
});

describe('a renamed festival', () => {
  it('answers its old pages with 301 to the new ones, query kept; a name taken back is the festival’s own again', async () => {
    const kit = festivalKit(t);
    const admin = await t.signedInUser(['admin']);
    const festival = await kit.festival(admin.token, { international_name: 'Old Name Festival' });
    await kit.edition(admin.token, festival, 2024);
    const rename = (international_name: string) =>
      kit.updateFestival(admin.token, { slug: festival.slug, mongol_name: festival.mongol_name, international_name });
    const renamed = await rename('New Name Festival');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const slug = renamed.json().slug as string;

    const old = await page(`/festival/detail/${festival.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/festival/detail/${slug}`);
    const edition = await page(`/festival/annual/agenda/${festival.slug}/2024?lang=en`);
    expect(edition.statusCode).toBe(301);
    expect(edition.headers.location).toBe(`/festival/annual/agenda/${slug}/2024?lang=en`);
    expect((await page(`/festival/detail/${slug}`)).statusCode).toBe(200);

    // Renamed back: the first address is the festival's own again, and the second one now redirects.
    const back = await kit.updateFestival(admin.token, {
      slug,
      mongol_name: festival.mongol_name,
      international_name: 'Old Name Festival',
    });
    expect(back.json().slug).toBe(festival.slug);
    expect((await page(`/festival/detail/${festival.slug}`)).statusCode).toBe(200);
    expect((await page(`/festival/detail/${slug}`)).headers.location).toBe(`/festival/detail/${festival.slug}`);
    expect((await page('/festival/detail/never-was')).statusCode).toBe(404);
  });
});

describe('share cards', () => {
  it('a published title’s card is a 1200×630 JPEG; an unpublished one has none, and unpublishing drops the card', async () => {
    const admin = await t.signedInUser(['admin']);
    const movie = await makeMovie(t.database.db, { mTitle: 'Хуваалцах кино' });
    const card = await t.app.inject({ method: 'GET', url: `/share/movie/${movie.slug}.jpg` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });

    const off = await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: movie.id },
      token: admin.token,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/share/movie/${movie.slug}.jpg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/share/movie/no-such.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/share/movie/no-extension' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/share/person/x.jpg' })).statusCode).toBe(400);
  });
});

describe('crawling', () => {
  it('robots.txt keeps crawlers out of the API and the pages behind login, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /account/sessions',
      'Disallow: /movie/*/update',
      'Disallow: /user-images/',
    ])
      expect(lines).toContain(rule);
    expect(lines).not.toContain('Disallow: /movie');
    expect(lines).toContain('Sitemap: http://mfi.test/sitemap.xml');
  });

  it('the sitemap index pages each section by the page size, and its files list every published address once', async () => {
    const db = t.database.db;
    const published = await Promise.all(Array.from({ length: 4 }, () => makeMovie(db)));
    const draft = await makeMovie(db, { publish: false });
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<loc>http:\/\/mfi\.test(\/sitemaps\/movies-\d+\.xml)<\/loc>/g)].map(
      (m) => m[1],
    );
    const moviePages = await Promise.all(files.map((file) => t.app.inject({ method: 'GET', url: file })));
    const urls = moviePages.flatMap((p) => {
      expect(p.statusCode).toBe(200);
      const locs = [...p.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
      expect(locs.length).toBeLessThanOrEqual(3);
      for (const [, , lastmod] of locs) expect(new Date(lastmod).toISOString()).toBe(lastmod);
      return locs.map((m) => m[1]);
    });
    expect(new Set(urls).size).toBe(urls.length);
    for (const m of published) expect(urls).toContain(`http://mfi.test/movie/${m.slug}/detail`);
    expect(urls.join()).not.toContain(draft.slug);
    expect(files.length).toBe(Math.ceil(urls.length / 3));

    expect((await t.app.inject({ method: 'GET', url: `/sitemaps/movies-${files.length + 1}.xml` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/passwords-1.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/movies-0.xml' })).statusCode).toBe(404);
  });
});

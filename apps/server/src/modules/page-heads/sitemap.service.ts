import { Readable } from 'node:stream';
import { href, signedInPages, routes } from '@mfi/contract/routes';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import {
  countSection,
  pageStart,
  sectionBatch,
  SITEMAP_SECTIONS,
  type SitemapRow,
  type SitemapSection,
} from './sitemap.queries';

// Crawling (issue 26 part 4): robots.txt, and a sitemap index over paged sitemaps of at most 50,000 addresses,
// each page written as a stream of batches so a million episodes never sit in memory at once.

const BATCH = 2_000;

const sections = Object.keys(SITEMAP_SECTIONS) as SitemapSection[];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page address of a sitemap row. */
function pathOf(section: SitemapSection, [a, b, c, d]: string[]): string {
  switch (section) {
    case 'movies':
      return href('movie-detail', { slug: a });
    case 'serials':
      return href('serial-detail', { slug: a });
    case 'seasons':
      return href('season-detail', { serialSlug: a, seasonSlug: b });
    case 'episodes':
      return href('episode-detail', { serialSlug: a, seasonSlug: b, episodeSlug: c });
    case 'artists':
      return href('artist-detail', { slug: a });
    case 'journals':
      return href('journal-detail', { typeSlug: a, subTypeSlug: b, slug: c });
    case 'movie-reviews':
      return href('movie-review-detail', { userSlug: a, movieSlug: b });
    case 'season-reviews':
      return href('season-review-detail', { userSlug: a, serialSlug: b, seasonSlug: c });
    case 'episode-reviews':
      return href('episode-review-detail', { userSlug: a, serialSlug: b, seasonSlug: c, episodeSlug: d });
    case 'lists':
      return href(c === 'serial' ? 'user-serial-list-detail' : 'user-movie-list-detail', { slug: a, listSlug: b });
    case 'festivals':
      return href('award-detail', { slug: a });
    case 'editions':
      return href('annual-award-detail', { slug: a, year: b });
    case 'profiles':
      return href('user-feed', { slug: a });
  }
}

/** robots.txt: the pages behind login (the contract's list, parameters as wildcards) and the API stay out. */
export function robotsTxt(siteUrl: string): string {
  const hidden = new Set(
    [...signedInPages].map((name) => {
      const path = routes[name].replace(/:\w+/g, '*');
      return path.endsWith('*') ? path.replace(/\*$/, '') : path;
    }),
  );
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...[...hidden].sort().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap index: one file per 50,000 addresses (SITEMAP_PAGE_SIZE) of each section that has any. */
export async function sitemapIndex(ctx: AppContext): Promise<string> {
  const siteUrl = ctx.config.publicUrl;
  const counts = await ctx.cache.wrap('sitemap-counts', async () =>
    Promise.all(sections.map(async (section) => ({ section, count: await countSection(ctx.db, section) }))),
  );
  const files = counts.flatMap(({ section, count }) =>
    Array.from(
      { length: Math.ceil(count / ctx.config.sitemapPageSize) },
      (_, i) => `${siteUrl}/sitemaps/${section}-${i + 1}.xml`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A sitemap file's section and page from its name (`episodes-3.xml`); 404 for any other name. */
export function sitemapFile(name: string): { section: SitemapSection; page: number } {
  const match = /^([a-z-]+)-(\d{1,6})\.xml$/.exec(name);
  const section = match?.[1] as SitemapSection | undefined;
  const page = Number(match?.[2]);
  if (!section || !sections.includes(section) || !(page >= 1)) throw notFound();
  return { section, page };
}

/** One sitemap file as a stream: its header, then the addresses a batch at a time. */
export async function sitemapPage(ctx: AppContext, section: SitemapSection, page: number): Promise<Readable> {
  const siteUrl = ctx.config.publicUrl;
  const pageSize = ctx.config.sitemapPageSize;
  const start = await pageStart(ctx.db, section, (page - 1) * pageSize);
  if (start === null) throw notFound();
  const url = (row: SitemapRow) =>
    `  <url><loc>${escapeXml(`${siteUrl}${pathOf(section, row.parts)}`)}</loc><lastmod>${row.lastmod}</lastmod></url>\n`;
  async function* lines() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    let after = start!;
    let left = pageSize;
    while (left > 0) {
      const rows = await sectionBatch(ctx.db, section, after, Math.min(BATCH, left));
      if (rows.length === 0) break;
      yield rows.map(url).join('');
      after = rows[rows.length - 1].id;
      left -= rows.length;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

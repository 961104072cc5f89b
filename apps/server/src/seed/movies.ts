import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { syncMovieLinkIds } from '../db/link-ids';
import {
  artists,
  collections,
  movieArtists,
  movieCountries,
  movieGenres,
  movieLanguages,
  movieRoles,
  movies,
  movieSubgenres,
  movieTags,
} from '../db/schema';
import type { Storage } from '../lib/storage';
import { slugify } from '../lib/slug';
import { searchKeyOf } from '../lib/transliterate';
import { DEMO_MOVIES, type DemoMovie } from './movies-data';
import { idsByKey, titleReferenceMaps } from './title-references';

// Demo movies (issue 3): real films with generated posters and scene images (an SVG with the title on
// a gradient, rendered by sharp; nothing is downloaded). Crew and cast are linked to the artists that
// exist when this runs, found by English name or slug, so it works whichever seed ran first.
// Safe to run again: a movie whose slug exists is left alone.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hueOf(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

/** Splits a title into lines of about `width` characters for the SVG. */
function wrap(text: string, width: number) {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
}

async function renderImage(movie: DemoMovie, width: number, height: number) {
  const hue = hueOf(movie.slug);
  const size = Math.round(width / (width > height ? 22 : 11));
  const lines = wrap(movie.m, width > height ? 30 : 14);
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${top + i * size * 1.2}" font-size="${size}" font-family="DejaVu Sans, sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,12%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${text}
    <text x="50%" y="${height - size}" font-size="${Math.round(size * 0.6)}" font-family="DejaVu Sans, sans-serif" fill="#ddd" text-anchor="middle">${movie.year}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** id by key for the reference rows and the collections the demo films name (one query per table). */
async function referenceMaps(db: Db) {
  const wanted = [...new Set(DEMO_MOVIES.flatMap((m) => (m.collection ? [m.collection] : [])))];
  return {
    ...(await titleReferenceMaps(db, DEMO_MOVIES)),
    collections: idsByKey(
      await db
        .select()
        .from(collections)
        .where(inArray(collections.slug, wanted.length ? wanted : [''])),
      (r) => r.slug,
    ),
  };
}

/** Artists by lower-case English name and by slug, for the names the demo films credit. */
async function artistMap(db: Db, artistIds?: Map<string, number>) {
  const names = [
    ...new Set(DEMO_MOVIES.flatMap((m) => [...m.directors, ...(m.writers ?? []), ...(m.cast ?? []).map(([n]) => n)])),
  ];
  const byName = new Map(artistIds);
  const rows = await db
    .select({ id: artists.id, slug: artists.slug, nameEn: artists.proNameEn })
    .from(artists)
    .where(
      sql`lower(${artists.proNameEn}) in ${names.map((n) => n.toLowerCase())} or ${inArray(
        artists.slug,
        names.map((n) => slugify(n)),
      )}`,
    );
  for (const name of names) {
    const row = rows.find((r) => r.nameEn.toLowerCase() === name.toLowerCase() || r.slug === slugify(name));
    if (row && !byName.has(name)) byName.set(name, row.id);
  }
  return byName;
}

const ids = (map: Map<string, number>, keys: string[] | undefined) => [
  ...new Set((keys ?? []).map((k) => map.get(k)).filter((id): id is number => id !== undefined)),
];

/**
 * Adds the demo movies that are missing. `artistIds` (English name → id) may come from the artist seed;
 * otherwise artists are looked up in the database.
 */
export async function seedMovies(db: Db, storage: Storage, artistIds?: Map<string, number>) {
  const existing = new Set(
    (
      await db
        .select({ slug: movies.slug })
        .from(movies)
        .where(
          inArray(
            movies.slug,
            DEMO_MOVIES.map((m) => m.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = DEMO_MOVIES.filter((m) => !existing.has(m.slug));
  if (!missing.length) return 0;
  const refs = await referenceMaps(db);
  const people = await artistMap(db, artistIds);
  const mongolia = refs.countries.get('MN');

  for (const m of missing) {
    const poster = `movies/posters/demo-${m.slug}.jpg`;
    const background = `movies/backgrounds/demo-${m.slug}.jpg`;
    await storage.put(poster, await renderImage(m, 240, 360), 'image/jpeg');
    await storage.put(background, await renderImage(m, 1280, 720), 'image/jpeg');
    await db.transaction(async (tx) => {
      const countryIds = ids(refs.countries, m.countries);
      const [row] = await tx
        .insert(movies)
        .values({
          slug: m.slug,
          mTitle: m.m,
          iTitle: m.i,
          oTitle: m.o,
          poster,
          background,
          category: m.category ?? 1,
          format: m.format ?? 1,
          year: m.year,
          rating: m.rating,
          runtime: m.runtime,
          plot: m.plot,
          enPlot: '',
          collectionId: m.collection ? (refs.collections.get(m.collection) ?? null) : null,
          mongolian: mongolia !== undefined && countryIds.includes(mongolia),
          publish: m.publish ?? true,
          searchKey: searchKeyOf(m.m, m.i, m.o),
        })
        .returning({ id: movies.id });
      const links = [
        [movieGenres, ids(refs.genres, m.genres)],
        [movieSubgenres, ids(refs.subgenres, m.subgenres)],
        [movieCountries, countryIds],
        [movieLanguages, ids(refs.languages, m.languages)],
        [movieTags, ids(refs.tags, m.tags)],
      ] as const;
      for (const [table, refIds] of links)
        if (refIds.length) await tx.insert(table).values(refIds.map((refId) => ({ movieId: row.id, refId })));
      const crew = [...m.directors.map((n) => [n, 1] as const), ...(m.writers ?? []).map((n) => [n, 6] as const)]
        .filter(([n]) => people.has(n))
        .map(([n, job], position) => ({ movieId: row.id, artistId: people.get(n)!, job, position }));
      if (crew.length) await tx.insert(movieArtists).values(crew);
      const cast = (m.cast ?? [])
        .filter(([n]) => people.has(n))
        .map(([n, role], position) => ({ movieId: row.id, artistId: people.get(n)!, role, position }));
      if (cast.length) await tx.insert(movieRoles).values(cast);
      await syncMovieLinkIds(tx, [row.id]);
    });
  }
  return missing.length;
}

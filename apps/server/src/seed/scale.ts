import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { artists, movies, serials } from '../db/schema';
import { fillEmptySearchKeys } from '../db/search-keys';
import { sortKeyOf } from '../lib/collation';
import { looseKey, NAME_SEPARATOR, searchKeyOf, toLatin } from '../lib/transliterate';
import { seedReference } from './reference';
import { seedScaleEpisodeRatings } from './scale-episode-ratings';
import { seedScaleAdmin } from './scale-admin';
import { seedScaleFestival } from './scale-festival';
import { seedScaleLists } from './scale-lists';
import { seedScaleDiary } from './scale-diary';
import { seedScaleRatings } from './scale-ratings';
import { seedScaleSocial } from './scale-social';

// The scale data set for `npm run bench` (issues 3 and 4): 100,000 movies, 30,000 artists and their links;
// 20,000 serials with about 80,000 seasons and 1,000,000 episodes; 1,000,000 movie ratings (scale-ratings.ts) and
// 1,000,000 episode ratings (scale-episode-ratings.ts); 200,000 user lists holding 2,000,000 titles (scale-lists.ts);
// 100,000 members in all with 1,000,000 follows, about 5,000,000 feed actions and the notifications (scale-social.ts).
// Rows are generated from pseudo-word vocabularies with a fixed pseudo-random sequence, so every run builds the same
// catalogue. Rows that carry computed keys (search and sort) are built here and inserted in batches;
// the link tables are filled by SQL over generate_series, which is much faster than sending rows.

export const SCALE = { movies: 100_000, artists: 30_000, serials: 20_000, seasons: 80_000, episodes: 1_000_000 };
const SCALE_SLUG = 'scale-'; // every generated row's slug starts with this, so the seed can tell it ran

// Titles and names are pseudo-words built from syllables (Mongolian ones with vowel harmony, Latin ones for
// international titles), drawn with a Zipf-like law from a vocabulary of thousands: a few words are
// common, most are rare, as in a real catalogue. A fixed word list would make every search match a
// large share of the rows, which no real catalogue does. A few real words are mixed into the vocabulary.
const MN_ONSETS = ['б', 'г', 'д', 'ж', 'з', 'л', 'м', 'н', 'р', 'с', 'т', 'х', 'ц', 'ч', 'ш', 'в', ''];
const MN_BACK = ['а', 'о', 'у', 'аа', 'оо', 'уу', 'и', 'ай', 'ой'];
const MN_FRONT = ['э', 'ө', 'ү', 'ээ', 'өө', 'үү', 'и', 'эй', 'үй'];
const MN_CODAS = ['', '', '', 'н', 'г', 'л', 'р', 'д', 'с', 'х', 'м', 'нх', 'лт'];
const LA_ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'br',
  'st',
  'tr',
  'sh',
  'th',
  '',
];
const LA_VOWELS = ['a', 'e', 'i', 'o', 'u', 'ea', 'ou', 'ai', 'y'];
const LA_CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'nd', 'rk', 'st', 'm', 'ck'];
const MN_REAL = [
  'Хөх',
  'тэнгэр',
  'тал',
  'нутаг',
  'морь',
  'аян',
  'зам',
  'хавар',
  'намар',
  'өвөл',
  'гол',
  'уул',
  'салхи',
  'говь',
  'чоно',
  'бүргэд',
  'тэмээ',
  'шөнө',
  'хайр',
  'нууц',
  'түүх',
  'домог',
  'баатар',
];
const EN_REAL = [
  'Blue',
  'Sky',
  'Steppe',
  'Horse',
  'Journey',
  'Road',
  'River',
  'Mountain',
  'Star',
  'Moon',
  'Song',
  'Wind',
  'Gobi',
  'Wolf',
  'Eagle',
  'Camel',
  'Dawn',
  'Night',
  'Dream',
  'Love',
  'Secret',
  'Story',
  'Legend',
  'Hero',
];
const MN_SUFFIX = [
  'баатар',
  'сайхан',
  'эрдэнэ',
  'түвшин',
  'жаргал',
  'цэцэг',
  'сүрэн',
  'мөнх',
  'дорж',
  'очир',
  'бат',
  'болд',
  'сүх',
  'зул',
];
const VOCABULARY = { mnWords: 4000, enWords: 3000, givenNames: 1500, familyNames: 2500 };

/** A vocabulary of distinct pseudo-words, the real ones spread among the first few hundred. */
function vocabulary(size: number, word: () => string, real: string[] = []) {
  const words = new Set<string>();
  while (words.size < size) words.add(word());
  const list = [...words];
  real.forEach((w, i) => list.splice(20 + i * 17, 0, w));
  return list;
}

/** Index i is drawn with probability ~1/(i+1) (log-uniform): a few reference rows (drama) dominate. */
const zipf = (rnd: () => number, size: number) =>
  Math.min(size - 1, Math.floor(Math.exp(rnd() * Math.log(size + 1))) - 1);
/** A flatter law for title words and names: the commonest of 3,000 words is in ~2 % of the titles. */
const common = (rnd: () => number, size: number) => Math.floor(size * rnd() ** 2);

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A fixed pseudo-random sequence (mulberry32), so the data set is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Distinct ids drawn Zipf-like from `pool` (some genres, tags and countries are far more common). */
function draw(rnd: () => number, pool: number[], count: number) {
  const out = new Set<number>();
  for (let k = 0; k < count * 3 && out.size < count; k++) out.add(pool[zipf(rnd, pool.length)]);
  return [...out].sort((a, b) => a - b);
}

const idsOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

export async function seedScale(db: Db, log: (line: string) => void) {
  await seedScaleRows(db, log);
  // The members and lists are written by SQL in bulk: their search keys are folded here (decision 022).
  await fillEmptySearchKeys(db, ['users', 'user_lists']);
}

async function seedScaleRows(db: Db, log: (line: string) => void) {
  const countOf = async (table: typeof movies | typeof serials) =>
    (
      await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${table.slug} like ${SCALE_SLUG + '%'}`)
    )[0].count;
  const movieCount = await countOf(movies);
  const serialCount = await countOf(serials);
  if (movieCount >= SCALE.movies && serialCount >= SCALE.serials) {
    log(`The scale data set is already here (${movieCount} movies, ${serialCount} serials).`);
    const rated = await seedScaleRatings(db, log);
    const episodesRated = await seedScaleEpisodeRatings(db, log);
    const diaries = await seedScaleDiary(db, log);
    if ((await seedScaleLists(db, log)) || episodesRated || rated || diaries) await analyze(db, log);
    await seedScaleSocial(db, log); // analyzes what it wrote
    await seedScaleFestival(db, log);
    await seedScaleAdmin(db, log); // analyzes what it wrote
    return;
  }
  await seedReference(db);
  const rnd = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const frequent = <T>(list: readonly T[]) => list[common(rnd, list.length)];
  const thisYear = new Date().getFullYear();

  const mnWord = () => {
    const vowels = rnd() < 0.5 ? MN_BACK : MN_FRONT; // vowel harmony: one word, one vowel class
    const syllables = 1 + Math.floor(rnd() * 3);
    let w = '';
    for (let k = 0; k < syllables; k++)
      w +=
        (k === 0 ? pick(MN_ONSETS) : pick(MN_ONSETS) || 'л') +
        pick(vowels) +
        (k === syllables - 1 || rnd() < 0.3 ? pick(MN_CODAS) : '');
    return w;
  };
  const laWord = () => {
    const syllables = 1 + Math.floor(rnd() * 3);
    let w = '';
    for (let k = 0; k < syllables; k++)
      w +=
        (k === 0 ? pick(LA_ONSETS) : pick(LA_ONSETS) || 'r') +
        pick(LA_VOWELS) +
        (k === syllables - 1 || rnd() < 0.3 ? pick(LA_CODAS) : '');
    return w;
  };
  const mnWords = vocabulary(
    VOCABULARY.mnWords,
    mnWord,
    MN_REAL.map((w) => w.toLowerCase()),
  );
  const enWords = vocabulary(VOCABULARY.enWords, () => capital(laWord()), EN_REAL);
  const givenNames = vocabulary(VOCABULARY.givenNames, () => capital(mnWord()));
  const familyNames = vocabulary(VOCABULARY.familyNames, () => capital(mnWord()));
  const words = (list: string[], n: number) => Array.from({ length: n }, () => frequent(list));
  const titleOf = () => ({
    mTitle: capital(words(mnWords, 1 + Math.floor(rnd() * 3)).join(' ')),
    iTitle: words(enWords, 1 + Math.floor(rnd() * 3)).join(' '),
  });

  const refs = {
    genres: await idsOf(db, 'select id from genres order by id'),
    subgenres: await idsOf(db, 'select id from subgenres order by id'),
    tags: await idsOf(db, 'select id from tags order by id'),
    languages: await idsOf(db, 'select id from languages order by id limit 30'),
    countries: await idsOf(db, "select id from countries where code <> 'MN' order by id limit 80"),
    mongolia: (await idsOf(db, "select id from countries where code = 'MN'"))[0],
    professions: await idsOf(db, 'select id from professions order by id'),
  };

  // Serials draw their crew from the generated artists, so they come after the movies part (or alone).
  const serialKit = { rnd: random(20261123), title: titleOf, refs, thisYear };
  if (movieCount >= SCALE.movies) {
    await seedScaleSerials(db, log, serialKit);
    await seedScaleRatings(db, log);
    await seedScaleEpisodeRatings(db, log);
    await seedScaleLists(db, log);
    await seedScaleDiary(db, log);
    await seedScaleSocial(db, log);
    await seedScaleFestival(db, log);
    return analyze(db, log);
  }

  log(`Artists: ${SCALE.artists}…`);
  const artistRows = Array.from({ length: SCALE.artists }, (_, i) => {
    const given = frequent(givenNames) + (rnd() < 0.4 ? pick(MN_SUFFIX) : '');
    const family = frequent(familyNames);
    const proName = `${given} ${family}`;
    const proNameEn = proName
      .split(' ')
      .map((w) => capital(toLatin(w)))
      .join(' ');
    const born = 1900 + Math.floor(rnd() * 105);
    const mongolian = rnd() < 0.4;
    return {
      slug: `${SCALE_SLUG}artist-${i}`,
      proName,
      proNameEn,
      firstName: given,
      lastName: family,
      bornYear: born,
      diedYear: rnd() < 0.2 ? Math.min(thisYear, born + 40 + Math.floor(rnd() * 50)) : null,
      biography: `${proName} бол ${born} онд төрсөн уран бүтээлч.`,
      mongolian,
      publish: rnd() < 0.97,
      // As the artist form and the key rebuild make it (db/search-keys.ts).
      searchKey: searchKeyOf(proName, proNameEn, given, family),
      sortName: sortKeyOf(proName),
      countryIds: mongolian ? [refs.mongolia] : draw(rnd, refs.countries, 1),
      professionIds: draw(rnd, refs.professions, 1 + Math.floor(rnd() * 2)),
    };
  });
  await inBatches(artistRows, 2000, (batch) => db.insert(artists).values(batch).onConflictDoNothing());
  const scaleArtists = `select id, country_ids, profession_ids from artists where slug like '${SCALE_SLUG}artist-%'`;
  await db.execute(
    sql.raw(
      `insert into artist_countries (artist_id, country_id) select id, unnest(country_ids) from (${scaleArtists}) a on conflict do nothing`,
    ),
  );
  await db.execute(
    sql.raw(
      `insert into artist_professions (artist_id, profession_id, position) select id, p, o - 1 from (${scaleArtists}) a, unnest(profession_ids) with ordinality u(p, o) on conflict do nothing`,
    ),
  );

  log(`Movies: ${SCALE.movies}…`);
  const movieRows = Array.from({ length: SCALE.movies }, (_, i) => {
    const mTitle = capital(words(mnWords, 1 + Math.floor(rnd() * 3)).join(' '));
    const iTitle = words(enWords, 1 + Math.floor(rnd() * 3)).join(' ');
    const mongolian = rnd() < 0.2;
    return {
      slug: `${SCALE_SLUG}movie-${i}`,
      mTitle,
      iTitle,
      oTitle: mongolian ? mTitle : iTitle,
      category: rnd() < 0.8 ? 1 : 2,
      format: 1 + Math.floor(rnd() * 4),
      year: 1900 + Math.floor(rnd() * (thisYear - 1899)),
      rating: 1 + Math.floor(rnd() * 4),
      runtime: 5 + Math.floor(rnd() * 190),
      plot: `${mTitle} — туршилтын өгөгдөл.`,
      mongolian,
      publish: rnd() < 0.95,
      watchedCount: Math.floor(rnd() * 2000),
      searchKey: searchKeyOf(mTitle, iTitle),
      // The links, drawn here and copied into the link tables below (the arrays are their copies).
      genreIds: draw(rnd, refs.genres, 1 + (i % 3)),
      subgenreIds: draw(rnd, refs.subgenres, 1 + (i % 2)),
      languageIds: draw(rnd, refs.languages, 1 + (i % 2)),
      tagIds: draw(rnd, refs.tags, 1 + (i % 3)),
      countryIds: mongolian ? [refs.mongolia] : draw(rnd, refs.countries, 1),
    };
  });
  // 1,000 rows × 30 columns stays under PostgreSQL's 65,535 parameters per statement.
  await inBatches(movieRows, 1000, (batch) => db.insert(movies).values(batch).onConflictDoNothing());

  log('Links: genres, countries, languages, tags, crew and cast…');
  const scaleMovies = `(select * from movies where slug like '${SCALE_SLUG}movie-%') m`;
  for (const [table, column, array] of [
    ['movie_genres', 'genre_id', 'genre_ids'],
    ['movie_subgenres', 'subgenre_id', 'subgenre_ids'],
    ['movie_languages', 'language_id', 'language_ids'],
    ['movie_tags', 'tag_id', 'tag_ids'],
    ['movie_countries', 'country_id', 'country_ids'],
  ]) {
    await db.execute(
      sql.raw(
        `insert into ${table} (movie_id, ${column}) select m.id, unnest(m.${array}) from ${scaleMovies} on conflict do nothing`,
      ),
    );
  }

  // Crew and cast: 4 jobs and 3 roles per movie, drawn from the generated artists.
  await db.execute(
    sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into movie_artists (movie_id, artist_id, job, position)
    select m.id, a.ids[1 + ((m.id::bigint * 7919 + k * 104729) % array_length(a.ids, 1))], 1 + ((m.id + k) % 16), k
    from ${scaleMovies}, a, generate_series(0, 3) k`),
  );
  await db.execute(
    sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into movie_roles (movie_id, artist_id, role, position)
    select m.id, a.ids[1 + ((m.id::bigint * 15485863 + k * 32452843) % array_length(a.ids, 1))], 'Дүр ' || (k + 1), k
    from ${scaleMovies}, a, generate_series(0, 2) k`),
  );
  if (serialCount < SCALE.serials) await seedScaleSerials(db, log, serialKit);
  await seedScaleRatings(db, log);
  await seedScaleEpisodeRatings(db, log);
  await seedScaleLists(db, log);
  await seedScaleDiary(db, log);
  await seedScaleSocial(db, log);
  await seedScaleFestival(db, log);
  await seedScaleAdmin(db, log);
  await analyze(db, log);
}

/** Statistics for the planner, and the visibility map that lets the list indexes answer index-only. */
async function analyze(db: Db, log: (line: string) => void) {
  log('VACUUM ANALYZE…');
  await db.execute(sql`vacuum analyze`);
  log('The scale data set is ready.');
}

type SerialKit = {
  rnd: () => number;
  title: () => { mTitle: string; iTitle: string };
  refs: {
    genres: number[];
    subgenres: number[];
    tags: number[];
    languages: number[];
    countries: number[];
    mongolia: number;
  };
  thisYear: number;
};

/**
 * 20,000 serials (rows built here: their search keys are computed in JS), then about 80,000 seasons
 * (1-7 a serial) and 1,000,000 episodes (6-19 a season) by SQL over generate_series, which is fast;
 * their grades come from the episode ratings (scale-episode-ratings.ts).
 */
async function seedScaleSerials(db: Db, log: (line: string) => void, { rnd, title, refs, thisYear }: SerialKit) {
  log(`Serials: ${SCALE.serials}…`);
  const serialRows = Array.from({ length: SCALE.serials }, (_, i) => {
    const { mTitle, iTitle } = title();
    const mongolian = rnd() < 0.2;
    const releasedYear = 1950 + Math.floor(rnd() * (thisYear - 1949));
    const running = rnd() < 0.25;
    return {
      slug: `${SCALE_SLUG}serial-${i}`,
      mTitle,
      iTitle,
      oTitle: mongolian ? mTitle : iTitle,
      format: 1 + Math.floor(rnd() * 4),
      releasedYear,
      finishedYear: running ? null : Math.min(thisYear, releasedYear + Math.floor(rnd() * 10)),
      rating: 1 + Math.floor(rnd() * 4),
      runtime: 10 + Math.floor(rnd() * 100),
      plot: `${mTitle} — туршилтын өгөгдөл.`,
      mongolian,
      publish: rnd() < 0.95,
      watchedCount: Math.floor(rnd() * 2000),
      searchKey: searchKeyOf(mTitle, iTitle),
      genreIds: draw(rnd, refs.genres, 1 + (i % 3)),
      subgenreIds: draw(rnd, refs.subgenres, 1 + (i % 2)),
      languageIds: draw(rnd, refs.languages, 1 + (i % 2)),
      tagIds: draw(rnd, refs.tags, 1 + (i % 3)),
      countryIds: mongolian ? [refs.mongolia] : draw(rnd, refs.countries, 1),
    };
  });
  await inBatches(serialRows, 1000, (batch) => db.insert(serials).values(batch).onConflictDoNothing());
  const scaleSerials = `(select * from serials where slug like '${SCALE_SLUG}serial-%') s`;
  for (const [table, column, array] of [
    ['serial_genres', 'genre_id', 'genre_ids'],
    ['serial_subgenres', 'subgenre_id', 'subgenre_ids'],
    ['serial_languages', 'language_id', 'language_ids'],
    ['serial_tags', 'tag_id', 'tag_ids'],
    ['serial_countries', 'country_id', 'country_ids'],
  ]) {
    await db.execute(
      sql.raw(
        `insert into ${table} (serial_id, ${column}) select s.id, unnest(s.${array}) from ${scaleSerials} on conflict do nothing`,
      ),
    );
  }
  await db.execute(
    sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into serial_artists (serial_id, artist_id, job, position)
    select s.id, a.ids[1 + ((s.id::bigint * 7919 + k * 104729) % array_length(a.ids, 1))], 1 + ((s.id + k) % 17), k
    from ${scaleSerials}, a, generate_series(0, 3) k where array_length(a.ids, 1) > 0`),
  );
  await db.execute(
    sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into serial_roles (serial_id, artist_id, role, position)
    select s.id, a.ids[1 + ((s.id::bigint * 15485863 + k * 32452843) % array_length(a.ids, 1))], 'Дүр ' || (k + 1), k
    from ${scaleSerials}, a, generate_series(0, 2) k where array_length(a.ids, 1) > 0`),
  );

  log('Seasons: about 80,000…');
  await db.execute(
    sql.raw(`
    insert into seasons (serial_id, slug, season_num, name, publish, search_key)
    select s.id, 'season-' || n, n, n || '-р улирал', (s.id * 31 + n) % 37 <> 0, s.search_key || '${NAME_SEPARATOR}' || n || ' ${looseKey('р улирал')}${NAME_SEPARATOR}' || n
    from ${scaleSerials}, generate_series(1, 1 + s.id % 7) n
    on conflict do nothing`),
  );

  log('Episodes: about 1,000,000…');
  // In slices of serials, so one statement never holds a million rows in memory.
  const [{ lo, hi }] = (
    (await db.execute(sql.raw(`select min(id) lo, max(id) hi from ${scaleSerials}`))) as unknown as {
      rows: { lo: number; hi: number }[];
    }
  ).rows;
  for (let from = lo; from <= hi; from += 2000) {
    await db.execute(
      sql.raw(`
      insert into episodes (season_id, slug, episode_num, name, runtime, plot, en_plot, publish)
      select se.id, 'episode-' || k, k, k || '-р анги', 20 + (se.id + k) % 50, 'Туршилтын анги.', 'A test episode.', (se.id * 17 + k) % 41 <> 0
      from seasons se, generate_series(1, 6 + se.id % 14) k
      where se.serial_id between ${from} and ${from + 1999}
      on conflict do nothing`),
    );
  }
}

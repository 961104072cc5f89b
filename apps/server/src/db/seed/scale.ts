import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { artists, movies } from '../schema';
import { sortKeyOf } from '../../lib/collation';
import { searchKeyOf } from '../../lib/transliterate';
import { seedReference } from './reference';

// The scale data set for `npm run bench` (issue 3): 100,000 movies, 30,000 artists and their links.
// Rows are generated from word lists with a fixed pseudo-random sequence, so every run builds the same
// catalogue. Rows that carry computed keys (search and sort) are built here and inserted in batches;
// the link tables are filled by SQL over generate_series, which is much faster than sending rows.

export const SCALE = { movies: 100_000, artists: 30_000 };
const SCALE_SLUG = 'scale-'; // every generated row's slug starts with this, so the seed can tell it ran

const MN_WORDS = ['Хөх', 'тэнгэр', 'тал', 'нутаг', 'морь', 'аян', 'зам', 'хавар', 'намар', 'өвөл', 'зун', 'гол', 'уул', 'од', 'сар', 'нар', 'хүү', 'охин', 'ээж', 'аав', 'дуу', 'салхи', 'цас', 'бороо', 'гэр', 'хот', 'говь', 'хангай', 'чоно', 'бүргэд', 'тэмээ', 'үүр', 'шөнө', 'өдөр', 'мөрөөдөл', 'хайр', 'нууц', 'түүх', 'домог', 'баатар'];
const EN_WORDS = ['Blue', 'Sky', 'Steppe', 'Land', 'Horse', 'Journey', 'Road', 'Spring', 'Autumn', 'Winter', 'Summer', 'River', 'Mountain', 'Star', 'Moon', 'Sun', 'Son', 'Daughter', 'Mother', 'Father', 'Song', 'Wind', 'Snow', 'Rain', 'Home', 'City', 'Gobi', 'Forest', 'Wolf', 'Eagle', 'Camel', 'Dawn', 'Night', 'Day', 'Dream', 'Love', 'Secret', 'Story', 'Legend', 'Hero'];
const MN_GIVEN = ['Бат', 'Болд', 'Сүх', 'Ган', 'Төмөр', 'Эрдэнэ', 'Оюун', 'Сараа', 'Цэцэг', 'Номин', 'Мөнх', 'Отгон', 'Анар', 'Ариун', 'Хулан', 'Тэмүүлэн', 'Золбоо', 'Энх', 'Очир', 'Дорж'];
const MN_SUFFIX = ['баатар', 'сайхан', 'эрдэнэ', 'түвшин', 'жаргал', 'цэцэг', 'суурь', 'сүрэн', 'мөнх', 'орших'];
const LATIN: Record<string, string> = { 'Бат': 'Bat', 'Болд': 'Bold', 'Сүх': 'Sukh', 'Ган': 'Gan', 'Төмөр': 'Tumur', 'Эрдэнэ': 'Erdene', 'Оюун': 'Oyun', 'Сараа': 'Saraa', 'Цэцэг': 'Tsetseg', 'Номин': 'Nomin', 'Мөнх': 'Munkh', 'Отгон': 'Otgon', 'Анар': 'Anar', 'Ариун': 'Ariun', 'Хулан': 'Khulan', 'Тэмүүлэн': 'Temuulen', 'Золбоо': 'Zolboo', 'Энх': 'Enkh', 'Очир': 'Ochir', 'Дорж': 'Dorj' };

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

export async function seedScale(db: Db, log: (line: string) => void) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(movies).where(sql`${movies.slug} like ${SCALE_SLUG + '%'}`);
  if (count >= SCALE.movies) return log(`The scale data set is already here (${count} movies).`);
  await seedReference(db);
  const rnd = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const thisYear = new Date().getFullYear();

  log(`Artists: ${SCALE.artists}…`);
  const artistRows = Array.from({ length: SCALE.artists }, (_, i) => {
    const given = pick(MN_GIVEN);
    const proName = `${given}${pick(MN_SUFFIX)} ${pick(MN_GIVEN)}`;
    const proNameEn = `${LATIN[given]} ${i}`;
    const born = 1900 + Math.floor(rnd() * 105);
    return {
      slug: `${SCALE_SLUG}artist-${i}`,
      proName,
      proNameEn,
      firstName: proName.split(' ')[0],
      lastName: proName.split(' ')[1],
      bornYear: born,
      diedYear: rnd() < 0.2 ? Math.min(thisYear, born + 40 + Math.floor(rnd() * 50)) : null,
      biography: `${proName} бол ${born} онд төрсөн уран бүтээлч.`,
      mongolian: rnd() < 0.4,
      publish: rnd() < 0.97,
      searchKey: searchKeyOf(proName, proNameEn),
      sortName: sortKeyOf(proName),
    };
  });
  await inBatches(artistRows, 2000, (batch) => db.insert(artists).values(batch).onConflictDoNothing());

  log(`Movies: ${SCALE.movies}…`);
  const movieRows = Array.from({ length: SCALE.movies }, (_, i) => {
    const words = [pick(MN_WORDS), pick(MN_WORDS).toLowerCase(), pick(MN_WORDS).toLowerCase()];
    const mTitle = words.slice(0, 1 + Math.floor(rnd() * 3)).join(' ');
    const iTitle = `${pick(EN_WORDS)} ${pick(EN_WORDS)} ${i}`;
    const rated = rnd() < 0.7;
    return {
      slug: `${SCALE_SLUG}movie-${i}`,
      mTitle,
      iTitle,
      oTitle: iTitle,
      category: rnd() < 0.8 ? 1 : 2,
      format: 1 + Math.floor(rnd() * 4),
      year: 1900 + Math.floor(rnd() * (thisYear - 1899)),
      rating: 1 + Math.floor(rnd() * 4),
      runtime: 5 + Math.floor(rnd() * 190),
      plot: `${mTitle} — туршилтын өгөгдөл.`,
      mongolian: rnd() < 0.2,
      publish: rnd() < 0.95,
      audienceGrade: rated ? Math.round(rnd() * 1000) / 10 : null,
      audienceCount: rated ? 1 + Math.floor(rnd() * 500) : 0,
      criticGrade: rated && rnd() < 0.4 ? Math.round(rnd() * 1000) / 10 : null,
      watchedCount: Math.floor(rnd() * 2000),
      searchKey: searchKeyOf(mTitle, iTitle),
    };
  });
  await inBatches(movieRows, 2000, (batch) => db.insert(movies).values(batch).onConflictDoNothing());

  log('Links: genres, countries, languages, tags, crew and cast…');
  const link = (table: string, column: string, refTable: string, perMovie: number) =>
    db.execute(sql.raw(`
      insert into ${table} (movie_id, ${column})
      select m.id, r.id from (select id from movies where slug like '${SCALE_SLUG}movie-%') m
      cross join lateral (
        select id from ${refTable} order by md5(m.id::text || '${table}' || id::text) limit 1 + (m.id % ${perMovie})
      ) r
      on conflict do nothing`));
  await link('movie_genres', 'genre_id', 'genres', 3);
  await link('movie_subgenres', 'subgenre_id', 'subgenres', 2);
  await link('movie_languages', 'language_id', '(select id from languages order by id limit 30) l', 2);
  await link('movie_tags', 'tag_id', 'tags', 3);
  await db.execute(sql.raw(`
    insert into movie_countries (movie_id, country_id)
    select m.id, case when m.mongolian then (select id from countries where code = 'MN')
                      else (select id from countries where code <> 'MN' order by md5(m.id::text || code) limit 1) end
    from movies m where m.slug like '${SCALE_SLUG}movie-%'
    on conflict do nothing`));

  // Crew and cast: 4 jobs and 3 roles per movie, drawn from the generated artists.
  await db.execute(sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into movie_artists (movie_id, artist_id, job, position)
    select m.id, a.ids[1 + ((m.id::bigint * 7919 + k * 104729) % array_length(a.ids, 1))], 1 + ((m.id + k) % 16), k
    from movies m, a, generate_series(0, 3) k
    where m.slug like '${SCALE_SLUG}movie-%'`));
  await db.execute(sql.raw(`
    with a as (select array_agg(id order by id) ids from artists where slug like '${SCALE_SLUG}artist-%')
    insert into movie_roles (movie_id, artist_id, role, position)
    select m.id, a.ids[1 + ((m.id::bigint * 15485863 + k * 32452843) % array_length(a.ids, 1))], 'Дүр ' || (k + 1), k
    from movies m, a, generate_series(0, 2) k
    where m.slug like '${SCALE_SLUG}movie-%'`));
  await db.execute(sql`analyze`);
  log('The scale data set is ready.');
}

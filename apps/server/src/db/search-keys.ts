import { sql } from 'drizzle-orm';
import { searchKeyOf } from '../lib/transliterate';
import type { Db, Executor } from './client';

// Every stored search key is lib/transliterate's folding of the row's names. When the folding changes,
// SEARCH_KEY_VERSION goes up and the first start after the upgrade rewrites every key (in one
// transaction: searches see the old keys or the new ones, never a mix), then refills search_words
// (migration 0029) and community_search_words (0047). Each later start reads one row.

/**
 * 2: issue 11's folding (ө/ү/о/у one vowel, ц as ts or c, names joined by " | "); 3: the same folding, first
 * written for members and lists (the site search, decision 022).
 */
export const SEARCH_KEY_VERSION = 3;

const ROWS_PER_UPDATE = 5_000;

type Source = { table: string; select: string; names: (row: Record<string, unknown>) => unknown[] };

/** Each table's key as its writers build it (the forms; seasons: serial-form.queries seasonSearchKey). */
const SOURCES: Source[] = [
  {
    table: 'movies',
    select: 'select id, m_title, i_title, o_title from movies',
    names: (r) => [r.m_title, r.i_title, r.o_title],
  },
  {
    table: 'serials',
    select: 'select id, m_title, i_title, o_title from serials',
    names: (r) => [r.m_title, r.i_title, r.o_title],
  },
  {
    table: 'seasons',
    select:
      'select se.id, s.m_title, s.i_title, se.name, se.season_num from seasons se join serials s on s.id = se.serial_id',
    names: (r) => [r.m_title, r.i_title, r.name, String(r.season_num)],
  },
  {
    table: 'artists',
    select: 'select id, pro_name, pro_name_en, first_name, last_name from artists',
    names: (r) => [r.pro_name, r.pro_name_en, r.first_name, r.last_name],
  },
  {
    table: 'journals',
    select: `select j.id, j.title, coalesce(array_agg(t.name order by t.id) filter (where t.id is not null), '{}') tags
             from journals j left join journal_tag_links l on l.journal_id = j.id left join journal_tags t on t.id = l.tag_id group by j.id`,
    names: (r) => [r.title, ...(r.tags as string[])],
  },
  { table: 'journal_tags', select: 'select id, name from journal_tags', names: (r) => [r.name] },
  { table: 'tags', select: 'select id, name, name_en from tags', names: (r) => [r.name, r.name_en] },
  // A collection's English name was only in its key before migration 0053: without one, the old key, folded
  // anew, keeps it.
  {
    table: 'collections',
    select: 'select id, title, name_en, search_key from collections',
    names: (r) => [r.title, r.name_en || r.search_key],
  },
  {
    table: 'users',
    select: 'select id, username, firstname, lastname from users',
    names: (r) => [r.username, r.firstname, r.lastname],
  },
  { table: 'user_lists', select: 'select id, title from user_lists', names: (r) => [r.title] },
  { table: 'movie_detailed_reviews', select: 'select id, title from movie_detailed_reviews', names: (r) => [r.title] },
  {
    table: 'season_detailed_reviews',
    select: 'select id, title from season_detailed_reviews',
    names: (r) => [r.title],
  },
  {
    table: 'episode_detailed_reviews',
    select: 'select id, title from episode_detailed_reviews',
    names: (r) => [r.title],
  },
];

/** The review lists' derived copies of their title's key (reviews/*.queries.ts), after the keys. */
const DERIVED = [
  `update movie_detailed_reviews r set list_key = concat_ws(' ', nullif(m.search_key, ''), nullif(r.search_key, ''))
   from movies m where m.id = r.movie_id`,
  `update episode_detailed_reviews r set list_key = concat_ws(' ', nullif(s.search_key, ''), nullif(r.search_key, ''))
   from episodes e join seasons se on se.id = e.season_id join serials s on s.id = se.serial_id where e.id = r.episode_id`,
];

const rowsOf = async (db: Executor, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

async function storedVersion(db: Executor): Promise<number> {
  const [row] = await rowsOf(db, `select version from data_versions where name = 'search_key'`);
  return row ? Number(row.version) : 0;
}

/** Writes the key of each row `select` reads (id and names); answers whether it read any. */
async function rewriteKeys(tx: Executor, source: Source, select: string): Promise<boolean> {
  const rows = await rowsOf(tx, select);
  const changed = rows.map((r) => ({ id: Number(r.id), key: searchKeyOf(...(source.names(r) as string[])) }));
  for (let i = 0; i < changed.length; i += ROWS_PER_UPDATE) {
    const batch = changed.slice(i, i + ROWS_PER_UPDATE);
    await tx.execute(sql`
      update ${sql.identifier(source.table)} t set search_key = v.key
      from unnest(${`{${batch.map((b) => b.id).join(',')}}`}::int[], ${pgTextArray(batch.map((b) => b.key))}::text[]) v(id, key)
      where t.id = v.id and t.search_key is distinct from v.key`);
  }
  return rows.length > 0;
}

/**
 * The keys of rows written by bulk SQL without one (the scale seed's members and lists): each table's rows
 * with an empty key get theirs, as the forms would have written it.
 */
export async function fillEmptySearchKeys(db: Db, tables: ('users' | 'user_lists')[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Their words join the list once at the end, not a trigger call a row.
    await tx.execute(sql`select set_config('mfi.search_words_rebuild', 'on', true)`);
    for (const source of SOURCES.filter((s) => tables.includes(s.table as 'users'))) {
      const [select, from] = source.select.split(' from ');
      await rewriteKeys(tx, source, `${select} from ${from} where search_key = ''`);
    }
    await tx.execute(sql.raw(COMMUNITY_WORDS));
  });
}

/** The members' and lists' words (migration 0047), from their keys. */
const COMMUNITY_WORDS = `
  insert into community_search_words (variant, word)
  select distinct s.variant, s.word
  from (select search_key from users union select search_key from user_lists) k, search_words_of(k.search_key) s
  on conflict do nothing`;

/** Rewrites every key made by an older folding; a no-op (one read) when they are current. */
export async function refreshSearchKeys(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  if ((await storedVersion(db)) >= SEARCH_KEY_VERSION) return;
  const rewritten = await db.transaction(async (tx) => {
    // Two instances starting at once: the second waits, then finds the keys current.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mfi.search_keys'))`);
    if ((await storedVersion(tx)) >= SEARCH_KEY_VERSION) return [];
    await tx.execute(sql`select set_config('mfi.search_words_rebuild', 'on', true)`);
    const touched: string[] = [];
    for (const source of SOURCES) if (await rewriteKeys(tx, source, source.select)) touched.push(source.table);
    for (const statement of DERIVED) await tx.execute(sql.raw(statement));
    await tx.execute(sql`delete from search_words`);
    await tx.execute(sql`
      insert into search_words (variant, word)
      select distinct s.variant, s.word
      from (select search_key from movies union select search_key from serials union select search_key from artists union select search_key from journals) k,
           search_words_of(k.search_key) s
      on conflict do nothing`);
    await tx.execute(sql`delete from community_search_words`);
    await tx.execute(sql.raw(COMMUNITY_WORDS));
    await tx.execute(sql`insert into data_versions (name, version) values ('search_key', ${SEARCH_KEY_VERSION})
      on conflict (name) do update set version = excluded.version`);
    return touched;
  });
  if (!rewritten.length) return;
  log(`Search keys rebuilt (folding v${SEARCH_KEY_VERSION}): ${rewritten.join(', ')}.`);
  // Every row was rewritten: the list indexes' index-only scans need the visibility map back.
  await db.execute(sql.raw(`vacuum analyze ${rewritten.join(', ')}`));
}

/** A text[] literal (the keys hold only [a-z0-9 |], but quote every element anyway). */
const pgTextArray = (items: string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

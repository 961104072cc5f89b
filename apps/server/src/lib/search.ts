import { and, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { latinWords, looseKey, looseSpellings } from './transliterate';

// Search over a row's `search_key` (its names folded by lib/transliterate, joined by " | "), in three
// steps (docs/decisions/009-search.md):
// 1. candidates from indexes: the query as a substring (GIN gin_trgm_ops), each query word as a
//    substring or as a catalogue word one typo away (GIN on the key's words), or the query as a whole
//    close to a part of the key (trigram word similarity);
// 2. a rank: the whole name, a name's start, a word's start, every word found, a substring, likeness;
// 3. nothing else: a query that meets none of the conditions finds nothing.

/**
 * How alike the typed query must be to a part of the key for a match by likeness alone. Every database
 * connection starts with it (db/client), so a search needs no transaction to set it.
 */
export const WORD_SIMILARITY = 0.45;

/**
 * How many exact-spelling matches a picker ranks. Checking a row against the query and ranking it cost
 * about the same (the trigram index is lossy, so every candidate is rechecked), so a common word
 * matching thousands of rows would cost tens of ms: the pickers rank the first SEARCH_CANDIDATES of
 * them, and the first LOOSE_CANDIDATES of the looser matches (typos, other word orders, likeness), so
 * typo matches never crowd out the exact ones. The catalogue's search, which counts every match, ranks them all.
 */
export const SEARCH_CANDIDATES = 500;
export const LOOSE_CANDIDATES = 100;
/** How many looser matches are read, at most, to rank the best LOOSE_CANDIDATES of them. */
export const LOOSE_SCAN = 300;

/** A query shorter than this is matched by likeness only through its typo neighbours. */
const LIKENESS_MIN = 6;
/** Words of the query shorter than this match only at a word's start (a trigram index cannot serve "%ul%"). */
const SUBSTRING_MIN = 3;
/** Query words of these lengths get typo neighbours (longer ones keep most trigrams through a typo). */
const TYPO_WORD = { min: 3, max: 12 };
/** At most this many catalogue words stand in for one query word. */
const NEAR_PER_WORD = 12;

export type SearchTerm = {
  /** The query's first reading (cache keys, likeness). */
  key: string;
  /** Every reading of the query (lib/transliterate looseSpellings), `key` first. */
  spellings: string[];
  /** Per word of the query, its readings. */
  words: string[][];
  /** Per word of the query, the word as typed (Latin letters, unfolded). */
  typed: string[];
  /** Per word of the query, known words one typo away (withTypos); empty until looked up. */
  near: string[][];
};

/** The folded query, or undefined when nothing searchable was typed. */
export function searchTerm(text: string | undefined | null): SearchTerm | undefined {
  const spellings = text ? looseSpellings(text) : [];
  if (!spellings.length) return undefined;
  const split = spellings.map((s) => s.split(' '));
  const words = split[0].map((_, i) => [...new Set(split.map((w) => w[i]).filter(Boolean))]);
  const typed = latinWords(text!);
  return {
    key: spellings[0],
    spellings,
    words,
    typed: typed.length === words.length ? typed : [],
    near: words.map(() => []),
  };
}

/** The term in a cache key: its readings (two queries with one first reading can differ in the others). */
export const cacheKeyOf = (term: SearchTerm) => term.spellings.join('/');

/**
 * Where a search's typo neighbours come from: `catalogue`, the words of the movie, serial, artist and
 * journal keys (`search_words`, migration 0029); `community`, those of members' and lists' keys
 * (`community_search_words`, migration 0047), kept apart so neither crowds the other's few neighbours out.
 */
export type WordList = 'catalogue' | 'community';
const WORD_TABLES = { catalogue: 'search_words', community: 'community_search_words' } as const;

/**
 * The term with each word's typo neighbours: words of `list` one edit (a letter dropped, added,
 * changed, or two neighbours swapped) from a reading of the word, found in its table (every word of
 * the keys with each of its one-letter deletions: two words are one edit apart only if they share a
 * deletion or one is a deletion of the other). Only for searches of tables with a words index
 * (`*_search_words_idx`, migrations 0029 and 0047).
 */
export async function withTypos(db: Executor, term: SearchTerm, list: WordList = 'catalogue'): Promise<SearchTerm> {
  const typoable = (w: string) => w.length >= TYPO_WORD.min && w.length <= TYPO_WORD.max && /^[a-z0-9]+$/.test(w);
  const folded = term.words.map((readings) => readings.filter(typoable));
  // A typo made before folding can be two edits after it ("tsetesg": ts no longer reads as ц), so the
  // typed word's own swaps and drops are folded and looked up as words too.
  const unfolded = folded.map(
    (_, i) =>
      new Set(
        typoable(term.typed[i] ?? '') ? [...swaps(term.typed[i]), ...deletions(term.typed[i])].map(looseKey) : [],
      ),
  );
  const probes = [
    ...new Set([...folded.flat().flatMap((w) => [w, ...deletions(w)]), ...unfolded.flatMap((s) => [...s])]),
  ].filter(Boolean);
  if (!probes.length) return term;
  const rows = (await db.execute(
    sql`select distinct word from ${sql.identifier(WORD_TABLES[list])} where variant = any(${textArray(probes)})`,
  )) as unknown as {
    rows: { word: string }[];
  };
  const found = rows.rows.map((r) => r.word);
  const near = folded.map((readings, i) =>
    found
      .filter((w) => !readings.includes(w) && (unfolded[i].has(w) || readings.some((r) => oneEditApart(r, w))))
      .sort(
        (a, b) =>
          Number(b.length === readings[0]?.length) - Number(a.length === readings[0]?.length) || a.localeCompare(b),
      )
      .slice(0, NEAR_PER_WORD),
  );
  return { ...term, near };
}

const deletions = (w: string) => Array.from(w, (_, i) => w.slice(0, i) + w.slice(i + 1));
const swaps = (w: string) => Array.from(w.slice(1), (_, i) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));

/** Damerau (optimal string alignment) distance exactly 1: one letter dropped, added, changed, or two swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length !== b.length) {
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    let i = 0;
    while (i < short.length && short[i] === long[i]) i++;
    return short.slice(i) === long.slice(i + 1);
  }
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  if (diff.length === 1) return true;
  const [i, j] = diff;
  return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

const likeEscaped = (s: string) => s.replace(/[%_\\]/g, '\\$&');
const regexEscaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (list: string[]) => `(${list.map(regexEscaped).join('|')})`;
/** The key's words, as the words index (`*_search_words_idx`) holds them. */
const wordsOf = (column: AnyPgColumn) => sql`string_to_array(${column}, ' '::text)`;
const textArray = (list: string[]) =>
  sql`array[${sql.join(
    list.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * The key holds one of `texts`: as a substring (trigram index), or, for a text too short for
 * trigrams, at a word's start.
 */
function holds(column: AnyPgColumn, texts: string[]): SQL {
  const long = texts.filter((t) => t.length >= SUBSTRING_MIN);
  const short = texts.filter((t) => t.length < SUBSTRING_MIN);
  return or(
    long.length ? sql`${column} like any(${textArray(long.map((t) => `%${likeEscaped(t)}%`))})` : undefined,
    short.length ? sql`${column} ~ ${`(^| )${anyOf(short)}`}` : undefined,
  )!;
}

/** Every word of the query is in the key: as it was typed (a substring) or as a word one typo away. */
function everyWord(column: AnyPgColumn, term: SearchTerm): SQL {
  return and(
    ...term.words.map((readings, i) =>
      or(
        holds(column, readings),
        term.near[i].length ? sql`${wordsOf(column)} && ${textArray(term.near[i])}` : undefined,
      ),
    ),
  )!;
}

/** The query as typed (any reading) is in the key: the candidates a picker ranks first. */
export function matchesExactly(column: AnyPgColumn, term: SearchTerm): SQL {
  return sql`(${holds(column, term.spellings)})`;
}

/**
 * The query close to a part of the key by trigram likeness: for a longer query only, since a short
 * word shares its first trigrams with every word starting alike (typo neighbours serve short words).
 */
const alike = (column: AnyPgColumn, term: SearchTerm) =>
  term.key.length >= LIKENESS_MIN ? sql`${term.key} <% ${column}` : undefined;

/** WHERE part: every word found, or the query close to a part of the key. */
export function matches(column: AnyPgColumn, term: SearchTerm): SQL {
  return sql`(${or(everyWord(column, term), alike(column, term))})`;
}

/**
 * The matches that `matchesExactly` misses (typos, other word orders, likeness). For one word, "every
 * word found" is the exact match or a typo neighbour: only the neighbours are looked up, so the index
 * scans do not fetch the exact matches again only to drop them.
 */
export function matchesLoosely(column: AnyPgColumn, term: SearchTerm): SQL {
  const found =
    term.words.length === 1
      ? term.near[0].length
        ? sql`${wordsOf(column)} && ${textArray(term.near[0])}`
        : undefined
      : everyWord(column, term);
  const loose = or(found, alike(column, term));
  return loose ? sql`(${loose} and ${not(matchesExactly(column, term))})` : sql`false`;
}

/**
 * The rank, best first: 5 the query is a whole name of the row; 4 a name starts with it; 3 a word
 * does; 2 each word of the query starts a word of the key or is one typo from one; 1 the query is
 * inside a word; 0 likeness only. Within a rank, the more alike the better.
 */
export function rankOf(column: AnyPgColumn, term: SearchTerm): SQL<number> {
  const phrase = anyOf(term.spellings);
  const wordStarts = and(
    ...term.words.map((readings, i) =>
      or(
        sql`${column} ~ ${`(^| )${anyOf(readings)}`}`,
        term.near[i].length ? sql`${wordsOf(column)} && ${textArray(term.near[i])}` : undefined,
      ),
    ),
  );
  return sql<number>`(case
    when ${column} ~ ${`(^|\\| )${phrase}( \\||$)`} then 5
    when ${column} ~ ${`(^|\\| )${phrase}`} then 4
    when ${column} ~ ${`(^| )${phrase}`} then 3
    when ${wordStarts} then 2
    when ${holds(column, term.spellings)} then 1
    else 0 end + word_similarity(${term.key}, ${column}))`;
}

/** ORDER BY part: best match first. */
export function bestMatchFirst(column: AnyPgColumn, term: SearchTerm): SQL {
  return sql`${rankOf(column, term)} desc`;
}

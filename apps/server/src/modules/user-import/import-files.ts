import { unzipSync } from 'fflate';
import type { ImportSource } from '@mfi/contract/user-import.schemas';
import {
  DIARY_REVIEW_MAX,
  DIARY_TAG_MAX,
  DIARY_TAGS_MAX,
  IMPORT_ROWS_MAX,
  IMPORT_UNPACKED_MAX_BYTES,
} from '@mfi/contract/limits';
import type { MessageKey } from '@mfi/contract/messages';
import { parseCsv } from '../../lib/csv';
import { looseKey } from '../../lib/transliterate';

// Reading a member's export (issue 29 part 2; decision 037): Letterboxd's ZIP (diary.csv, ratings.csv,
// watched.csv, watchlist.csv, reviews.csv, lists/*.csv) or one of its CSV files, or IMDb's ratings (or
// watchlist) CSV, into the titles they name and the entries each title gets. Nothing here knows the catalogue.

/** What a file row writes once its title is known. */
export type ImportEntry =
  | {
      what: 'diary';
      title: number;
      date: string;
      grade: number | null;
      rewatch: boolean;
      review: string;
      tags: string[];
      /** The row's key in the diary (diary_entries.import_key): a re-run finds it and doubles nothing. */
      key: string;
    }
  | { what: 'rating'; title: number; grade: number; review: string }
  | { what: 'watched'; title: number }
  | { what: 'watchlist'; title: number }
  | { what: 'list'; title: number; list: string; about: string; position: number; description: string };

/** A title as the file names it: its ids where the file has them, else its name and year. */
export type FileTitle = {
  name: string;
  year: number | null;
  imdbId: string | null;
  tmdbId: number | null;
  /** IMDb's title type read as ours; Letterboxd lists films (a serial is found only by its ids). */
  kind: 'movie' | 'serial' | 'episode';
};

export type ImportFile = { titles: FileTitle[]; entries: ImportEntry[] };

/** A file the member must fix: the contract's message, which the route answers as a 400. */
export class ImportFileError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((b, i) => data[i] === b);

/** Reads the upload: a ZIP (Letterboxd's export) or a CSV, by its first bytes; `name` is the file's name as sent. */
export function readImportFile(source: ImportSource, data: Buffer, name = ''): ImportFile {
  const reader = new FileReader(source);
  if (startsWith(data, ZIP_MAGIC) || startsWith(data, EMPTY_ZIP_MAGIC)) {
    if (source !== 'letterboxd') throw new ImportFileError('importNotCsv');
    for (const [path, bytes] of unzipped(data)) reader.csv(path, bytes);
  } else reader.csv(name, data);
  return reader.done();
}

/** The ZIP's CSV files at the top or under lists/ (Letterboxd's layout), bounded in their unpacked size. */
function unzipped(data: Buffer): [string, Uint8Array][] {
  let unpacked = 0;
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      // The sizes are the archive's own word; fflate unpacks each into a buffer of that size and no more, so
      // a lie cannot unpack beyond the bound either.
      filter: (file) => {
        if (!/^(lists\/)?[^/]+\.csv$/i.test(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > IMPORT_UNPACKED_MAX_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw new ImportFileError('importBadZip');
  }
  if (tooLarge) throw new ImportFileError('importUnpackedTooLarge');
  return Object.entries(files);
}

type Columns = Map<string, number>;
const LETTERBOXD_FILES = ['diary', 'ratings', 'watched', 'watchlist', 'reviews'] as const;
type LetterboxdFile = (typeof LETTERBOXD_FILES)[number] | 'list';

class FileReader {
  private readonly titles: FileTitle[] = [];
  private readonly titleIndex = new Map<string, number>();
  private readonly entries: ImportEntry[] = [];
  /**
   * The diary entries by key: Letterboxd's reviews.csv repeats diary.csv's entries (one URI), so a review
   * joins its entry, or is an entry of its own.
   */
  private readonly diary = new Map<string, Extract<ImportEntry, { what: 'diary' }>>();
  private rows = 0;
  private readonly keys = new Map<string, number>();

  constructor(private readonly source: ImportSource) {}

  csv(path: string, bytes: Uint8Array) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ImportFileError('importNotCsv');
    }
    const rows = parseCsv(text);
    if (!rows) throw new ImportFileError('importNotCsv');
    this.rows += rows.length;
    if (this.rows > IMPORT_ROWS_MAX + 100) throw new ImportFileError('importTooManyRows');
    if (this.source === 'imdb') return this.imdb(rows);
    const file = path
      .split('/')
      .pop()!
      .replace(/\.csv$/i, '')
      .toLowerCase();
    const kind = /^lists\//i.test(path) || rows[0]?.[0]?.startsWith('Letterboxd list') ? 'list' : file;
    this.letterboxd(kind, rows);
  }

  done(): ImportFile {
    if (!this.entries.length) throw new ImportFileError('importNoRows');
    if (this.entries.length > IMPORT_ROWS_MAX) throw new ImportFileError('importTooManyRows');
    return { titles: this.titles, entries: this.entries };
  }

  private title(t: FileTitle): number {
    const key = t.imdbId ? `imdb:${t.imdbId}` : t.tmdbId ? `tmdb:${t.tmdbId}` : `name:${looseKey(t.name)}|${t.year}`;
    let index = this.titleIndex.get(key);
    if (index === undefined) {
      index = this.titles.push(t) - 1;
      this.titleIndex.set(key, index);
    }
    return index;
  }

  /**
   * The row's key in the diary: Letterboxd's entry URI (diary.csv and reviews.csv share it) with the day and
   * the row's place among rows of its file with the same URI and day, else the row's own words and place. The
   * day and place matter for files whose URI names the title, not the entry (our export: two viewings of one
   * film share it, and keyed by the URI alone the rewatch was lost on the round trip); a file's rows keep
   * their order, so a re-run finds the same keys.
   */
  private diaryKey(file: string, uri: string, name: string, year: number | null, date: string) {
    const base = uri ? `${uri}|${date}` : `${looseKey(name)}|${year}|${date}`;
    const counted = `${file}|${base}`;
    const seen = this.keys.get(counted) ?? 0;
    this.keys.set(counted, seen + 1);
    return uri ? `letterboxd:${base}#${seen}` : `letterboxd:${file}|${base}#${seen}`;
  }

  private letterboxd(file: string, rows: string[][]) {
    if (file === 'list') return this.letterboxdList(rows);
    const kind = LETTERBOXD_FILES.find((f) => f === file) ?? guessLetterboxdFile(rows[0] ?? []);
    if (!kind) return; // profile.csv, comments.csv … of the ZIP: nothing of ours
    const [header, ...body] = rows;
    const col = columnsOf(header ?? []);
    const name = pick(col, 'Name', 'Title');
    const year = col.get('Year');
    if (name === undefined || year === undefined) throw new ImportFileError('importWrongColumnsLetterboxd');
    const cell = (row: string[], column: string) => {
      const i = col.get(column);
      return i === undefined ? '' : (row[i] ?? '').trim();
    };
    for (const row of body) {
      const t: FileTitle = {
        name: (row[name] ?? '').trim(),
        year: yearOf(row[year]),
        imdbId: imdbIdOf(cell(row, 'imdbID')),
        tmdbId: tmdbIdOf(cell(row, 'tmdbID')),
        kind: 'movie',
      };
      if (!t.name && !t.imdbId && !t.tmdbId) continue;
      const title = this.title(t);
      const grade = letterboxdGrade(cell(row, 'Rating'));
      const uri = cell(row, 'Letterboxd URI');
      if (kind === 'watched') this.entries.push({ what: 'watched', title });
      else if (kind === 'watchlist') this.entries.push({ what: 'watchlist', title });
      else if (kind === 'ratings') {
        if (grade !== null) this.entries.push({ what: 'rating', title, grade, review: '' });
      } else {
        // A review with no Watched Date is a rating's review, not a viewing: reviews.csv's Date is the day it
        // was written (our export's short reviews are such rows); diary.csv always has its Watched Date.
        const watched = dateOf(cell(row, 'Watched Date'));
        const date = kind === 'reviews' ? watched : (watched ?? dateOf(cell(row, 'Date')));
        const review = cell(row, 'Review');
        if (!date) {
          if (grade !== null) this.entries.push({ what: 'rating', title, grade, review });
          continue;
        }
        const key = this.diaryKey(kind, uri, t.name, t.year, date);
        const existing = this.diary.get(key);
        if (existing) {
          if (review) existing.review = review.slice(0, DIARY_REVIEW_MAX);
          continue;
        }
        const entry: ImportEntry = {
          what: 'diary',
          title,
          date,
          grade,
          rewatch: /^yes$/i.test(cell(row, 'Rewatch')),
          // The diary keeps DIARY_REVIEW_MAX characters of a viewing's review (decision 036).
          review: review.slice(0, DIARY_REVIEW_MAX),
          tags: tagsOf(cell(row, 'Tags')),
          key,
        };
        this.diary.set(key, entry);
        this.entries.push(entry);
      }
    }
  }

  /** A list: "Letterboxd list v7", the list's own header and row (its name), a blank line, then its films. */
  private letterboxdList(rows: string[][]) {
    const at = rows.findIndex((r) => r[0] === 'Position');
    const listHeader = rows.findIndex((r, i) => i < at && r.includes('Name'));
    if (at < 0 || listHeader < 0) throw new ImportFileError('importWrongColumnsLetterboxd');
    const listCol = columnsOf(rows[listHeader]);
    const listRow = rows[listHeader + 1] ?? [];
    const list = (listRow[listCol.get('Name')!] ?? '').trim();
    const about = (listRow[listCol.get('Description') ?? -1] ?? '').trim();
    const col = columnsOf(rows[at]);
    const name = col.get('Name');
    const year = col.get('Year');
    if (!list || name === undefined || year === undefined) throw new ImportFileError('importWrongColumnsLetterboxd');
    const description = col.get('Description');
    for (const row of rows.slice(at + 1)) {
      const t: FileTitle = {
        name: (row[name] ?? '').trim(),
        year: yearOf(row[year]),
        imdbId: null,
        tmdbId: null,
        kind: 'movie',
      };
      if (!t.name) continue;
      this.entries.push({
        what: 'list',
        title: this.title(t),
        list,
        about,
        position: Number(row[0]) || this.entries.length,
        description: description === undefined ? '' : (row[description] ?? '').trim(),
      });
    }
  }

  private imdb(rows: string[][]) {
    const [header, ...body] = rows;
    const col = columnsOf(header ?? []);
    const [constant, title, rating] = [col.get('Const'), col.get('Title'), col.get('Your Rating')];
    // The ratings export; a watchlist (or any IMDb list) export has the same columns but no rating.
    if (constant === undefined || title === undefined) throw new ImportFileError('importWrongColumnsImdb');
    const cell = (row: string[], column: string) => {
      const i = col.get(column);
      return i === undefined ? '' : (row[i] ?? '').trim();
    };
    for (const row of body) {
      const imdbId = imdbIdOf(row[constant] ?? '');
      if (!imdbId) continue;
      const t: FileTitle = {
        name: cell(row, 'Original Title') || (row[title] ?? '').trim(),
        year: yearOf(cell(row, 'Year')),
        imdbId,
        tmdbId: null,
        kind: imdbKind(cell(row, 'Title Type')),
      };
      const index = this.title(t);
      if (t.name !== (row[title] ?? '').trim()) this.titles[index].name = t.name;
      if (rating === undefined) {
        this.entries.push({ what: 'watchlist', title: index });
        continue;
      }
      const grade = imdbGrade(row[rating] ?? '');
      if (grade !== null) this.entries.push({ what: 'rating', title: index, grade, review: '' });
    }
  }
}

/** A Letterboxd CSV whose file name is not one of the export's, by its columns. */
function guessLetterboxdFile(header: string[]): LetterboxdFile | undefined {
  const has = (c: string) => header.includes(c);
  if (!has('Name') && !has('Title')) return undefined;
  if (has('Review')) return 'reviews';
  if (has('Watched Date') || has('Rewatch') || has('WatchedDate')) return 'diary';
  if (has('Rating')) return 'ratings';
  return 'watched';
}

const columnsOf = (header: string[]): Columns => new Map(header.map((name, i) => [name.trim(), i]));
const pick = (col: Columns, ...names: string[]) => names.map((n) => col.get(n)).find((i) => i !== undefined);

function yearOf(text: string | undefined): number | null {
  const year = Number(text?.trim());
  return Number.isInteger(year) && year >= 1850 && year <= 2200 ? year : null;
}

function dateOf(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? null : text;
}

const imdbIdOf = (text: string) => (/^tt\d{5,10}$/.test(text) ? text : null);
function tmdbIdOf(text: string) {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Letterboxd's tags ("a, b") within the diary's bounds: the first DIARY_TAGS_MAX, each cut to DIARY_TAG_MAX. */
const tagsOf = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().slice(0, DIARY_TAG_MAX).trim())
        .filter(Boolean),
    ),
  ].slice(0, DIARY_TAGS_MAX);

/** Letterboxd's half stars, 0.5 to 5, on our 0-100 scale: ×20 (decision 037). */
export function letterboxdGrade(text: string): number | null {
  const stars = Number(text);
  if (!text || !Number.isFinite(stars) || stars < 0.5 || stars > 5) return null;
  return Math.round(stars * 2) * 10;
}

/** IMDb's 1-10 on our 0-100 scale: ×10 (decision 037). */
export function imdbGrade(text: string): number | null {
  const stars = Number(text);
  if (!text || !Number.isInteger(stars) || stars < 1 || stars > 10) return null;
  return stars * 10;
}

/** IMDb's title types (the export's words, old and new: "movie", "TV Series", "tvMiniSeries" …) as ours. */
function imdbKind(type: string): FileTitle['kind'] {
  const t = type.toLowerCase().replace(/\s+/g, '');
  if (t.includes('episode')) return 'episode';
  if (t.includes('series')) return 'serial';
  return 'movie';
}

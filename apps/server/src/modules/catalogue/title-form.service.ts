import { CROPS } from '@mfi/contract/limits';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { mn } from '@mfi/contract/messages';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import { type ArchiveImage, readFormImages, StoredFiles, withFiles } from '../../lib/stored-files';
import type { Storage } from '../../lib/storage';
import { searchKeyOf } from '../../lib/transliterate';
import { ensureTags, includesMongolia, type RefTable, visibleIds } from '../reference/reference.service';
import * as q from './title-form.queries';
import type { NewTitle, TitleKind, TitleLinks } from './title-form.queries';

// The movie and serial forms (part 2 sections 5, 7 and 8) alike: the contract's schema checks the fields,
// this file checks that what they point at exists, stores the images and writes the title with its links
// and people in one transaction. Each kind gives its own columns and its own steps; its service calls its
// aggregate's after-write once this returns.

export type { TitleKind } from './title-form.queries';

/** The fields both forms share: titles, plots, format …, the reference lists (new tags by name), crew and cast. */
export type TitleFormFields = {
  m_title: string;
  i_title: string;
  o_title: string;
  format: number;
  rating: number;
  runtime: number;
  trailer: string;
  plot: string;
  en_plot: string;
  languages: number[];
  genres: number[];
  subgenres: number[];
  countries: number[];
  tags: (number | string)[];
  artists: { id: number; jobs: number[] }[];
  roles: { id: number; role: string }[];
};

const tagIdsOf = (f: TitleFormFields) => f.tags.filter((t): t is number => typeof t === 'number');

/**
 * 400 with a field error for every list that names a row that does not exist, or one the user may not
 * see (an unpublished artist for a member: the same answer as a missing one). A fixed few queries.
 * `own`: the kind's own references (a movie's collection), checked after the tags. `artistOwner`: the
 * member whose own unpublished artists the crew and cast may name (the policy's linksOwnUnpublished).
 */
export async function checkTitleReferences(
  db: Executor,
  showUnpublished: boolean,
  f: TitleFormFields,
  own: [field: string, table: RefTable, ids: number[]][] = [],
  artistOwner?: number,
) {
  const errors: Record<string, string[]> = {};
  const lists: [string, RefTable, number[]][] = [
    ['languages', 'languages', f.languages],
    ['genres', 'genres', f.genres],
    ['subgenres', 'subgenres', f.subgenres],
    ['countries', 'countries', f.countries],
    ['tags', 'tags', tagIdsOf(f)],
    ...own,
  ];
  for (const [field, table, ids] of lists) {
    const found = await visibleIds(db, table, ids, showUnpublished);
    if (ids.some((id) => !found.has(id))) errors[field] = [mn('invalidValue')];
  }
  const people = await visibleIds(
    db,
    'artists',
    [...new Set([...f.artists.map((a) => a.id), ...f.roles.map((r) => r.id)])],
    showUnpublished,
    artistOwner,
  );
  if (f.artists.some((a) => !people.has(a.id))) errors.artists = [mn('invalidValue')];
  if (f.roles.some((r) => !people.has(r.id))) errors.roles = [mn('invalidValue')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
}

/** The columns every title takes from its form alike, and its links, creating new tags when named. */
export async function resolveTitleForm(tx: Executor, f: TitleFormFields) {
  const tagIds = [
    ...tagIdsOf(f),
    ...(await ensureTags(
      tx,
      f.tags.filter((t): t is string => typeof t === 'string'),
    )),
  ];
  const columns = {
    mTitle: f.m_title,
    iTitle: f.i_title,
    oTitle: f.o_title,
    format: f.format,
    rating: f.rating,
    runtime: f.runtime,
    trailer: f.trailer,
    plot: f.plot,
    enPlot: f.en_plot,
    mongolian: await includesMongolia(tx, f.countries),
    searchKey: searchKeyOf(f.m_title, f.i_title, f.o_title),
  };
  const links: TitleLinks = {
    languages: f.languages,
    genres: f.genres,
    subgenres: f.subgenres,
    countries: f.countries,
    tags: tagIds,
  };
  return { columns, links };
}

/** The form's file fields and folders; only a movie's form takes archive images with it. */
export const TITLE_IMAGES = {
  movie: {
    poster: { field: 'movie-poster', folder: 'movies/posters' },
    background: { field: 'movie-background', folder: 'movies/backgrounds' },
    archive: { field: 'movie-images', folder: 'movies/images' },
  },
  serial: {
    poster: { field: 'serial-poster', folder: 'serials/posters' },
    background: { field: 'serial-background', folder: 'serials/backgrounds' },
    archive: undefined,
  },
} as const satisfies Record<
  TitleKind,
  Record<'poster' | 'background', { field: string; folder: string }> & {
    archive: { field: string; folder: string } | undefined;
  }
>;

export type TitleImages = { poster?: Buffer; background?: Buffer; archive: ArchiveImage[] };

/** The form's files, paired with their descriptions by position, all checked to be JPEGs. */
export async function readTitleImages(body: MultipartBody, kind: TitleKind, opts: { required: boolean }) {
  const { poster, background, archive } = TITLE_IMAGES[kind];
  const both = [poster.field, background.field];
  const read = await readFormImages(body, {
    single: both,
    required: opts.required ? both : [],
    archiveField: archive?.field,
  });
  return { poster: read.single[poster.field], background: read.single[background.field], archive: read.archive };
}

/** Files written for one title request; `discard` removes them when the transaction did not commit. */
export class TitleFiles extends StoredFiles {
  constructor(
    storage: Storage,
    private readonly kind: TitleKind,
  ) {
    super(storage);
  }

  poster(data: Buffer | undefined) {
    return this.image(data, { ...TITLE_IMAGES[this.kind].poster, crop: CROPS.poster });
  }

  background(data: Buffer | undefined) {
    return this.image(data, { ...TITLE_IMAGES[this.kind].background, crop: CROPS.scene });
  }

  /** Archive images keep their proportions (bounded to 1600 px), as the original's gallery did. */
  archiveImages(images: ArchiveImage[]) {
    const archive = TITLE_IMAGES[this.kind].archive;
    return archive ? this.archive(images, archive) : Promise.resolve([]);
  }
}

/** What a kind adds to the shared write: its columns, and its steps in the same transaction. */
type KindWrite<K extends TitleKind> = {
  /** The kind's own columns (years, category …) beside the shared ones, in the write's transaction. */
  columns: (tx: Executor) => Promise<Partial<NewTitle[K]>> | Partial<NewTitle[K]>;
  /** The kind's own steps in the transaction (archive images, derived copies), once the row is written. */
  also?: (tx: Executor, titleId: number, written: { archive: StoredImage[]; searchKey: string }) => Promise<void>;
};

type StoredImage = { image: string; description: string };

/**
 * Creates a title from a checked form, unpublished, with a free slug from its international title and
 * year; two contributors saving one title at once may pick the same free slug: the later one picks again.
 * Answers the new title's id and slug.
 */
export async function createTitle<K extends TitleKind>(
  ctx: AppContext,
  kind: K,
  user: AuthUser,
  form: { fields: TitleFormFields; year: number; images: TitleImages },
  write: KindWrite<K>,
) {
  const files = new TitleFiles(ctx.storage, kind);
  return withFiles(files, async () => {
    const poster = await files.poster(form.images.poster);
    const background = await files.background(form.images.background);
    const archive = await files.archiveImages(form.images.archive);
    return retryOnUniqueViolation(() =>
      revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
        const { columns, links } = await resolveTitleForm(tx, form.fields);
        const slug = await uniqueSlug(form.fields.i_title, (s) => q.titleSlugTaken(tx, kind, s), form.year);
        const own = await write.columns(tx);
        const row = { ...columns, ...own, slug, poster, background, publish: false, createdBy: user.id };
        const title = await q.insertTitle(tx, kind, row as NewTitle[K]);
        await writeLists(tx, kind, title.id, links, form.fields);
        await write.also?.(tx, title.id, { archive, searchKey: columns.searchKey });
        await rev.track(kind, title.id, 'create');
        return { id: title.id, slug: title.slug };
      }),
    );
  });
}

/**
 * Updates a title from a checked form; images are optional and replace the old ones, which stay in storage:
 * the title's history refers to them, and a revert brings them back (decision 024).
 */
export async function updateTitle<K extends TitleKind>(
  ctx: AppContext,
  kind: K,
  user: AuthUser,
  title: { id: number },
  form: { fields: TitleFormFields; images: TitleImages },
  write: KindWrite<K>,
) {
  const files = new TitleFiles(ctx.storage, kind);
  await withFiles(files, async () => {
    const poster = await files.poster(form.images.poster);
    const background = await files.background(form.images.background);
    const archive = await files.archiveImages(form.images.archive);
    await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      await rev.track(kind, title.id, 'update');
      const { columns, links } = await resolveTitleForm(tx, form.fields);
      const own = await write.columns(tx);
      const row = { ...columns, ...own, ...(poster ? { poster } : {}), ...(background ? { background } : {}) };
      await q.updateTitleRow(tx, kind, title.id, row as Partial<NewTitle[K]>);
      await writeLists(tx, kind, title.id, links, form.fields);
      await write.also?.(tx, title.id, { archive, searchKey: columns.searchKey });
    });
  });
}

const writeLists = async (tx: Executor, kind: TitleKind, id: number, links: TitleLinks, f: TitleFormFields) => {
  await q.replaceTitleLinks(tx, kind, id, links);
  await q.replaceTitlePeople(tx, kind, id, f.artists, f.roles);
};

/** A title an import brings: the form's fields, its images (poster, backdrop), and the kind's own columns. */
export type ImportedTitle<K extends TitleKind> = {
  fields: TitleFormFields;
  year: number;
  poster: Buffer | null;
  background: Buffer | null;
  /** The kind's own columns (a movie's category, a serial's years). */
  columns: Partial<NewTitle[K]>;
};

/**
 * The importer's door to movies and serials (decision 026): the title of a TMDB code, found by its TMDB id,
 * or built (`build` fetches it) and made as an unpublished draft through the form's own write, revision
 * included. The caller runs the kind's after-write when `created`.
 */
export async function importTitle<K extends TitleKind>(
  ctx: AppContext,
  kind: K,
  user: AuthUser,
  tmdbId: number,
  build: () => Promise<ImportedTitle<K>>,
): Promise<{ id: number; slug: string; created: boolean }> {
  const existing = await q.findTitleByTmdbId(ctx.db, kind, tmdbId);
  if (existing) return { ...existing, created: false };
  const title = await build();
  try {
    const images = { poster: title.poster ?? undefined, background: title.background ?? undefined, archive: [] };
    const made = await createTitle(
      ctx,
      kind,
      user,
      { fields: title.fields, year: title.year, images },
      { columns: () => ({ ...title.columns, tmdbId }) },
    );
    return { ...made, created: true };
  } catch (error) {
    // The same code imported by another worker a moment earlier: its title is ours.
    const made = await q.findTitleByTmdbId(ctx.db, kind, tmdbId);
    if (made) return { ...made, created: false };
    throw error;
  }
}

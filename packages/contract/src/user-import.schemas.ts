import { z } from 'zod';
import { idParam, msg } from './fields';
import { IMPORT_ROWS_MAX } from './limits';

// A member's import from Letterboxd or IMDb (issue 29 part 2; decision 037): the upload answers a preview (each
// title of the file matched to our catalogue, ambiguous with its choices, or not found) and writes nothing; the
// confirm runs the import as a job, whose progress the state call answers.

export const IMPORT_SOURCES = ['letterboxd', 'imdb'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** POST /user/api/v-user-import/ (multipart): the `source` field beside the `file`. */
export const importUploadFields = z.object({ source: z.enum(IMPORT_SOURCES, msg('invalidValue')) });

export const IMPORT_ROW_STATUSES = ['matched', 'ambiguous', 'missing'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const IMPORT_STATES = ['preview', 'queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** A title of our catalogue a row matched, or one of an ambiguous row's choices. */
export const importTitle = z.object({
  kind: z.enum(['movie', 'serial']),
  id: z.number(),
  slug: z.string(),
  /** The Mongolian title where there is one, else the international (names.ts titleIn picks). */
  title: z.string(),
  title_en: z.string(),
  year: z.number().nullable(),
  poster: z.string().nullable(),
});
export type ImportTitle = z.infer<typeof importTitle>;

/** One title of the file (its rows in every file of the export together). */
export const importPreviewRow = z.object({
  row: z.number(),
  name: z.string(),
  year: z.number().nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  match: importTitle.nullable(),
  choices: z.array(importTitle),
  /** Not found, but its TMDB id is known: the importer makes its draft, and the rows apply once it is published. */
  queued: z.boolean(),
  /** How many of the file's rows name it, by what they write. */
  uses: z.object({
    diary: z.number(),
    ratings: z.number(),
    watched: z.number(),
    watchlist: z.number(),
    lists: z.number(),
  }),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreviewResponse = z.object({
  id: z.number(),
  matched: z.number(),
  ambiguous: z.number(),
  missing: z.number(),
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;

/** POST /user/api/v-user-import-confirm/: the preview's id, and a choice for each ambiguous row the member settled. */
export const importConfirmBody = z.object({
  id: idParam,
  choices: z
    .array(
      z.object({ row: z.number().int().min(0).max(IMPORT_ROWS_MAX), kind: z.enum(['movie', 'serial']), id: idParam }),
    )
    .max(IMPORT_ROWS_MAX, msg('invalidValue'))
    .optional(),
});
export type ImportConfirmBody = z.infer<typeof importConfirmBody>;

export const importConfirmResponse = z.object({ id: z.number(), state: z.enum(IMPORT_STATES) });

/** GET /user/api/v-user-import-state/?id= */
export const importStateQuery = z.object({ id: idParam });
export const importStateResponse = z.object({ state: z.enum(IMPORT_STATES), done: z.number(), total: z.number() });
export type ImportStateAnswer = z.infer<typeof importStateResponse>;

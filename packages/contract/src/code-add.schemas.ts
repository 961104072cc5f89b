import { z } from 'zod';
import { blankToUndefined, pageParam } from './fields';
import { CODE_ADD_MAX, CODE_DIGITS_MAX, SERIAL_UPDATE_CODES_MAX } from './limits';
import type { MessageKey } from './messages';

// The code-add pages (part 2 sections 2, 5 and 9): main contributors send the numeric codes that items have
// in the external film catalogue; the server queues them for import (decision 007). The entry rule and
// its message are shared by the page (one code at a time) and the server (the whole list).

export const IMPORT_KINDS = ['artist', 'movie', 'serial', 'serial_update'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The spec's paths, under the API prefix. */
export const CODE_ADD_PATHS = {
  artist: '/add-artist/',
  movie: '/add-movie/',
  serial: '/add-serial/',
  serial_update: '/update-serial/',
} as const satisfies Record<ImportKind, string>;

/** The most codes one send of the kind may hold: update-serial takes 2 (part 2 section 9). */
export const codeListMax = (kind: ImportKind) => (kind === 'serial_update' ? SERIAL_UPDATE_CODES_MAX : CODE_ADD_MAX);

const codeListMaxMessage = (kind: ImportKind): MessageKey =>
  kind === 'serial_update' ? 'serialUpdateCodesMax' : 'codeListTooLong';

const CODE_PATTERN = new RegExp(`^\\d{1,${CODE_DIGITS_MAX}}$`);

/**
 * A code as typed or sent, in its canonical text ("007" → "7"), or null when it is not a code: only
 * digits (no spaces, signs or letters), or a whole non-negative number.
 */
export function normalizeCode(value: unknown): string | null {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : '';
  return CODE_PATTERN.test(text) ? String(Number(text)) : null;
}

/** Why a typed entry cannot join the list (digits only, not empty, not listed yet, under the cap), or null. */
export function codeEntryProblem(kind: ImportKind, entry: string, list: readonly string[]): MessageKey | null {
  const code = normalizeCode(entry);
  if (code === null || list.includes(code)) return 'codeListInvalid';
  if (list.length >= codeListMax(kind)) return codeListMaxMessage(kind);
  return null;
}

/**
 * POST /add-artist/, /add-movie/, /add-serial/, /update-serial/: `{ list: [codes] }` (numbers or digit
 * strings; a bare JSON array is read as the list). Not empty, digits only, no repeats, under the cap.
 */
export const codeListBody = (kind: ImportKind) =>
  z.preprocess(
    (body) => (Array.isArray(body) ? { list: body } : body),
    z.object({ list: z.array(z.unknown(), { error: 'codeListInvalid' }) }).transform((body, ctx) => {
      const codes = body.list.map(normalizeCode);
      const problem: MessageKey | null =
        codes.length === 0 || codes.includes(null) || new Set(codes).size !== codes.length
          ? 'codeListInvalid'
          : codes.length > codeListMax(kind)
            ? codeListMaxMessage(kind)
            : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['list'] });
        return z.NEVER;
      }
      return { list: codes.map(Number) };
    }),
  );
export type CodeListBody = z.output<ReturnType<typeof codeListBody>>;

/**
 * success false when nothing new was queued (every code already waiting); the message says how many.
 * `batch` names the send, whose progress GET /admin/imports/?batch= follows.
 */
export const codeAddResponse = z.object({ success: z.boolean(), message: z.string(), batch: z.string().optional() });
export type CodeAddAnswer = z.infer<typeof codeAddResponse>;

// ---------------------------------------------------------------------------------------------------
// The importer's state of each code (issue 25 part 5; decision 026), read by the code-add pages and the
// console: GET /admin/imports/.

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Why a code failed (or why its last attempt did, while it waits for the next). */
export const IMPORT_FAILURES = [
  'not_found',
  'key_refused',
  'rate_limited',
  'server_error',
  'timeout',
  'unreachable',
  'requester_gone',
  'internal',
] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];

/** The catalogue kind an import makes: an update-serial code leads to its serial. */
export const importItemKind = (kind: ImportKind) => (kind === 'serial_update' ? 'serial' : kind);

export const importListQuery = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(IMPORT_KINDS).optional()),
  batch: z.preprocess(blankToUndefined, z.uuid().optional()),
  page: pageParam,
});
export type ImportListQuery = z.infer<typeof importListQuery>;

export const importRow = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  code: z.number(),
  status: z.enum(IMPORT_STATES),
  reason: z.enum(IMPORT_FAILURES).nullable(),
  attempts: z.number(),
  batch: z.string(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The draft the code made or found (its kind's detail page), once done. */
  item: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importProgress = z.object({
  total: z.number(),
  queued: z.number(),
  running: z.number(),
  done: z.number(),
  failed: z.number(),
});
export type ImportProgress = z.infer<typeof importProgress>;

export const importListResponse = z.object({
  results: z.array(importRow),
  count: z.number(),
  /** Whether this site imports at all: without a TMDB key the codes wait, and the pages say why. */
  importer_enabled: z.boolean(),
  /** The batch's progress when the query names one. */
  progress: importProgress.nullable(),
});
export type ImportListResponse = z.infer<typeof importListResponse>;

export const IMPORTS_PATH = '/admin/imports/';

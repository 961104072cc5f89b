import { z } from 'zod';
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

/** success false when nothing new was queued (every code already waiting); the message says how many. */
export const codeAddResponse = z.object({ success: z.boolean(), message: z.string() });
export type CodeAddAnswer = z.infer<typeof codeAddResponse>;

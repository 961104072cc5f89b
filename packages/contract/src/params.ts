import { z } from 'zod';
import type { MessageKey } from './messages';

// Building blocks for query strings and multipart forms, where every value arrives as text: ids,
// comma lists, "min,max" ranges (RANGE_FILTER_NOTE in catalogue.enums.ts), JSON lists, booleans.
export const msg = (key: MessageKey) => ({ error: key });

/** The current year, read at validation time so a long-running server moves into a new year. */
export const currentYear = () => new Date().getFullYear();

export const idSchema = z.coerce.number(msg('invalidValue')).int(msg('invalidValue')).positive(msg('invalidValue'));

/** `true`/`false`/`1`/`0` (any case) as sent in query strings and form fields. */
export const boolParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], msg('invalidValue')),
);

/** "3,7,9" → [3, 7, 9], at most `max` ids (the spec's multi-select cap). */
export const idCsv = (max: number) =>
  z
    .string(msg('invalidValue'))
    .trim()
    .transform((v) => (v ? v.split(',').map((s) => (s.trim() ? Number(s) : NaN)) : []))
    .pipe(z.array(z.number(msg('invalidValue')).int(msg('invalidValue')).positive(msg('invalidValue'))).max(max, msg('tooManyChoices')));

/** An optional text query parameter: blank means absent. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.string(msg('invalidValue')).trim().max(max, msg('invalidValue')).optional());

/**
 * A range filter "min,max" (a single number means "at least") within [lo, hi]; [min, max] out.
 * `hi` may be a function for limits that move, such as the current year.
 */
export const rangeParam = (lo: number, hi: number | (() => number), message: MessageKey) =>
  z
    .string(msg(message))
    .trim()
    .transform((v, ctx) => {
      const top = typeof hi === 'function' ? hi() : hi;
      const parts = v.split(',').map((s) => s.trim());
      const nums = parts.map(Number);
      const ok = parts.length <= 2 && parts.every((s) => /^\d+$/.test(s)) && nums.every((n) => n >= lo && n <= top);
      if (!ok || (nums.length === 2 && nums[0] > nums[1])) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [nums[0], nums[1] ?? top] as [number, number];
    });

const parseJson = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A list sent as JSON text in a multipart form (or as an array in JSON): `[1, 2]`. */
export const jsonList = <T extends z.ZodType>(item: T) => z.preprocess(parseJson, z.array(item, msg('invalidValue')));

/** Required text: trimmed, non-empty ("Бичих шаардлагатай!"), at most `max` characters. */
export const requiredText = (max: number, tooLong: MessageKey = 'invalidValue') =>
  z.string(msg('required')).trim().min(1, msg('required')).max(max, msg(tooLong));

/** An optional year within [lo, current year]; blank or "null" means none. */
export const optionalYear = (lo: number) =>
  z.preprocess(
    (v) => (v === '' || v === 'null' || v === undefined ? null : v),
    z.coerce
      .number(msg('yearInvalid'))
      .int(msg('yearInvalid'))
      .min(lo, msg('yearInvalid'))
      .refine((y) => y <= currentYear(), msg('yearInvalid'))
      .nullable(),
  );

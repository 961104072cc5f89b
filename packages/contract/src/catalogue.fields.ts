import { z } from 'zod';
import { MULTI_SELECT_MAX, TITLE_MAX } from './limits';
import type { MessageKey } from './messages';
import { msg, requiredText } from './params';

// Query-string and multipart-form building blocks shared by the movie and serial catalogues (part 2
// sections 5 and 7): values arrive as text, a repeated key as an array, lists as JSON text.

/** How many languages, genres, subgenres, countries and tags a movie or serial may carry (filters cap at 5). */
export const FORM_LIST_MAX = 10;
/** How many crew and cast entries one form may send. */
export const PEOPLE_MAX = 300;
/** The longest search text a catalogue or picker accepts. */
export const SEARCH_MAX = 100;

// ---------------------------------------------------------------------------------------------------
// Query strings.

const joined = (v: unknown) => (Array.isArray(v) ? v.join(',') : v);
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `1,2,3` → [1, 2, 3]; text or more than `max` ids is a 400. */
export const idListParam = (max = MULTI_SELECT_MAX, maxValue = 999_999_999) =>
  z.preprocess(
    (v) => blankToUndefined(joined(v)),
    z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, msg('digitsOnly'))
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .pipe(
        z
          .array(z.number())
          .max(max, msg('tooManyChoices'))
          .refine((list) => list.every((n) => n >= 1 && n <= maxValue), msg('invalidValue')),
      )
      .optional(),
  );

/** `min,max` (or one number: at least) within bounds; min ≤ max. */
export const rangeFilterParam = (lo: number, hi: () => number) =>
  z.preprocess(
    (v) => blankToUndefined(joined(v)),
    z
      .string()
      .regex(/^\d{1,4}(,\d{1,4})?$/, msg('digitsOnly'))
      .transform((s) => s.split(',').map(Number))
      .refine((r) => r.every((n) => n >= lo && n <= hi()) && (r.length === 1 || r[0] <= r[1]), msg('invalidValue'))
      .transform((r) => ({ min: r[0], max: r.length === 2 ? r[1] : undefined }))
      .optional(),
  );

export const intParam = (lo: number, hi: number) =>
  z.preprocess(blankToUndefined, z.coerce.number(msg('digitsOnly')).int(msg('invalidValue')).min(lo, msg('invalidValue')).max(hi, msg('invalidValue')).optional());

export const booleanParam = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v),
  z.boolean(msg('invalidValue')),
);

/** A range filter applies only when its flag is 1 (RANGE_FILTER_NOTE). */
export const flagParam = z.preprocess(blankToUndefined, booleanParam.optional());

/** A required slug in a query or body. */
export const slugParam = z.string(msg('required')).trim().min(1, msg('required')).max(200, msg('invalidValue'));

/** A catalogue row addressed by its id (what the client sends) or its slug. */
export const idOrSlug = z.union([
  z.number().int().positive(),
  z.string().trim().regex(/^\d{1,9}$/).transform(Number),
  z.string().trim().min(1).max(200),
], msg('required'));

// ---------------------------------------------------------------------------------------------------
// Multipart forms.

/** JSON text → value; blank → undefined; text that is not JSON is left for the schema to reject. */
export const parseJsonField = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v; // fails the array check below with the field's message
  }
};

export { requiredText };

/** Optional form text: missing means empty. */
export const formText = (max: number, tooLong: MessageKey = 'invalidValue') =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(max, msg(tooLong)));

export const formNumber = (lo: number, hi: number, rangeKey: MessageKey = 'invalidValue') =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'digitsOnly') })
      .int(msg(rangeKey))
      .min(lo, msg(rangeKey))
      .max(hi, msg(rangeKey)),
  );

export const formBoolean = z.preprocess(
  (v) => (v === undefined || v === '' ? false : v === 'true' || v === '1' || v === 'on' || v === true),
  z.boolean(),
);

/** A JSON list of reference ids, at least `min` of them. */
export const idsField = (min: number) =>
  z.preprocess(
    parseJsonField,
    z
      .array(z.coerce.number(msg('digitsOnly')).int(msg('invalidValue')).positive(msg('invalidValue')), msg(min ? 'choiceRequired' : 'invalidValue'))
      .min(min, msg('choiceRequired'))
      .max(FORM_LIST_MAX, msg('invalidValue'))
      .transform((list) => [...new Set(list)]),
  );

/** A tag is an existing tag's id or the name of a tag to create. */
const tagItem = z.union([z.number().int().positive(), z.string().trim().min(1).max(60)], msg('invalidValue'));
export const tagListField = (min: number) =>
  z.preprocess(parseJsonField, z.array(tagItem, msg('choiceRequired')).min(min, msg('choiceRequired')).max(FORM_LIST_MAX, msg('invalidValue')));

const jobNumber = (maxJob: number) =>
  z.coerce.number(msg('invalidValue')).int(msg('invalidValue')).min(1, msg('invalidValue')).max(maxJob, msg('invalidValue'));

/** Crew: `[{id, jobs:[1..maxJob]}]` or `[{id, job}]`; both come out as `{id, jobs}`. */
const crewItem = (maxJob: number) =>
  z
    .object({ id: z.coerce.number().int().positive(), jobs: z.array(jobNumber(maxJob)).min(1).optional(), job: jobNumber(maxJob).optional() })
    .refine((a) => a.jobs || a.job, msg('choiceRequired'))
    .transform((a) => ({ id: a.id, jobs: [...new Set(a.jobs ?? [a.job!])] }));

const roleItem = z.object({ id: z.coerce.number().int().positive(), role: z.string().trim().min(1, msg('required')).max(TITLE_MAX, msg('invalidValue')) });

export const crewField = (maxJob: number) =>
  z.preprocess((v) => parseJsonField(v) ?? [], z.array(crewItem(maxJob), msg('invalidValue')).max(PEOPLE_MAX, msg('invalidValue')));
export const castField = z.preprocess((v) => parseJsonField(v) ?? [], z.array(roleItem, msg('invalidValue')).max(PEOPLE_MAX, msg('invalidValue')));

/** A trailer: empty, or a full link (the form's hint: a video site's watch link). */
export const trailerField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string().trim().max(500, msg('invalidValue')).refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), msg('invalidValue')),
);

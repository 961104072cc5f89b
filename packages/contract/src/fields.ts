import { z } from 'zod';
import { MULTI_SELECT_MAX, PLOT_MAX, TITLE_MAX } from './limits';
import type { MessageKey } from './messages';

// The one kit of field builders every schema is made of (part 2 sections 5 and 7). Query strings and
// multipart forms send every value as text, a repeated key as an array and a list as JSON text; each
// builder turns that into one shape and answers one message for one kind of mistake. Where the spec or
// the original client gives a field its own message (an artist's year range: "Та оноо зөв оруулна уу!"),
// the field passes it in; the shape stays the builder's.

/** A rule's message key: the server answers its Mongolian text, the web form translates the key. */
export const msg = (key: MessageKey) => ({ error: key });

/** Mongolia's offset from UTC (no daylight saving): the product's calendar is Ulaanbaatar's. */
export const UB_OFFSET_MS = 8 * 3_600_000;

/**
 * The current year in Ulaanbaatar, read at validation time so a long-running server moves into a new year;
 * the same on a UTC server and in a browser anywhere (a new year starts at midnight in Mongolia).
 */
export const currentYear = (now = new Date()) => new Date(now.getTime() + UB_OFFSET_MS).getUTCFullYear();

/** Today's calendar day in Ulaanbaatar, `YYYY-MM-DD` (the diary's default and latest day). */
export const ubToday = (now = new Date()) => new Date(now.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);

/** How many languages, genres, subgenres, countries and tags a movie or serial may carry (filters cap at 5). */
export const FORM_LIST_MAX = 10;
/** How many crew and cast entries one form may send. */
export const PEOPLE_MAX = 300;
/** The longest search text a catalogue or picker accepts. */
export const SEARCH_MAX = 100;
/** The longest slug a query or body may name. */
export const SLUG_MAX = 200;

const joined = (v: unknown) => (Array.isArray(v) ? v.join(',') : v);
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** JSON text → value; blank → undefined; text that is not JSON is left for the schema to reject. */
export const parseJsonField = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v; // fails the array check with the field's message
  }
};

// ---------------------------------------------------------------------------------------------------
// Ids, slugs, numbers and flags (query strings and bodies).

/** The largest id an integer column holds: a bigger one names no row, and must not reach the database (a 500). */
export const ID_MAX = 2_147_483_647;

/**
 * A row's id: a positive whole number, given as a number or as its digits. One beyond ID_MAX is "invalid
 * value"; a fraction, zero or less is `key` (a picker's "choose one", say), text that is no number `notANumber`.
 */
export const idField = (key: MessageKey = 'invalidValue', notANumber: MessageKey = key) =>
  z.coerce.number(msg(notANumber)).int(msg(key)).positive(msg(key)).max(ID_MAX, msg('invalidValue'));

/** A row's id with the common message ("invalid value"). */
export const idParam = idField();

/** An optional id: blank (or null) means absent. */
export const optionalId = z.preprocess(blankToUndefined, idParam.optional());

/** An id given only as a number, where text means something else (a slug, a new tag's name); messages as idField. */
export const idNumber = (key: MessageKey = 'invalidValue') =>
  z.number(msg(key)).int(msg(key)).positive(msg(key)).max(ID_MAX, msg('invalidValue'));

/** A catalogue row addressed by its id (what the client sends) or its slug; a number out of range is "invalid value". */
export const idOrSlug = z.union(
  [
    idNumber(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    z.string().trim().min(1).max(SLUG_MAX),
  ],
  msg('required'),
);

/** Required text: trimmed, non-empty ("Бичих шаардлагатай!"), at most `max` characters. */
export const requiredText = (max: number, tooLong: MessageKey = 'invalidValue') =>
  z.string(msg('required')).trim().min(1, msg('required')).max(max, msg(tooLong));

/** A required slug in a query or body. */
export const slugParam = requiredText(SLUG_MAX);

/** Optional text: blank means absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.string(msg('invalidValue')).trim().max(max, msg('invalidValue')).optional(),
  );

/** A search box's text, at most SEARCH_MAX characters; optional. */
export const searchParam = z.string().trim().max(SEARCH_MAX, msg('invalidValue')).optional();

/** A whole number within [lo, hi]; text is "digits only". */
const wholeNumber = (lo: number, hi: number) =>
  z.coerce.number(msg('digitsOnly')).int(msg('invalidValue')).min(lo, msg('invalidValue')).max(hi, msg('invalidValue'));

/** An optional whole number within [lo, hi]: blank means absent, text is "digits only". */
export const intParam = (lo: number, hi: number) => z.preprocess(blankToUndefined, wholeNumber(lo, hi).optional());

/** An optional calendar day, `YYYY-MM-DD` (a filter's from and to); blank means absent. */
export const dayParam = z.preprocess(blankToUndefined, z.iso.date(msg('invalidValue')).optional());

/** The last page a numbered list accepts, and the last "load more" step. */
export const PAGE_MAX = 100_000;
export const LOAD_MORE_MAX = 10_000;

/** A numbered list's page, from 1; missing or blank is the first. */
export const pageParam = z.preprocess(blankToUndefined, wholeNumber(1, PAGE_MAX).default(1));

/**
 * A numbered list's page as the spec's lists answer it: its items under `key`, `count` (all the items the
 * caller may see) and `page` (how many pages there are).
 */
export const numberedPage = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), count: z.number(), page: z.number() } as { [P in K]: z.ZodArray<T> } & {
    count: z.ZodNumber;
    page: z.ZodNumber;
  });

/** A "load more" list's step: from 1 (the spec's seasons, reviews, crew) or from 0 (an artist's awards and journals). */
export const loadMoreParam = (first: 0 | 1 = 1) => intParam(first, LOAD_MORE_MAX);

/** A whole number within [lo, hi], anything else (blank included) invalidValue: the artist list's sort and country flag. */
export const intInRange = (lo: number, hi: number) =>
  z.coerce
    .number(msg('invalidValue'))
    .int(msg('invalidValue'))
    .min(lo, msg('invalidValue'))
    .max(hi, msg('invalidValue'));

/**
 * The one yes/no builder: a JSON boolean, or as text `true`/`false` (what the spec's client sends for a
 * JavaScript boolean), `1`/`0` or a checkbox's `on`/`off`, any case, spaces aside; anything else is
 * "invalid value". Every boolean of a query, body or form is made of it.
 */
export const boolParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.union(
    [
      z.boolean(),
      z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
    ],
    msg('invalidValue'),
  ),
);

/** A box that must be ticked (a consent): a set flag, anything else `key`'s message. */
export const tickedBox = (key: MessageKey) =>
  z.preprocess((v) => boolParam.safeParse(v).data === true || undefined, z.literal(true, msg(key)));

/** An optional flag: blank (or null) means absent. A range filter applies only when its flag is set (RANGE_FILTER_NOTE). */
export const flagParam = z.preprocess(blankToUndefined, boolParam.optional());

/** The publish toggles' optional `publish`: given, it sets the state (a repeated call is harmless); absent, the call toggles. */
export const publishFlag = flagParam.describe('optional: true publishes, false unpublishes; absent toggles');

/**
 * `1,2,3` (or the key repeated) → [1, 2, 3], without repeats; blank means absent; more than `max` ids is
 * "at most 5". Text is "digits only" for the whole field, unless the field checks each id on its own
 * (`itemMessage`: the artist list answers `country.0` with its own message, as the original client reads).
 */
export const idListParam = (
  max = MULTI_SELECT_MAX,
  { maxValue = ID_MAX, itemMessage }: { maxValue?: number; itemMessage?: MessageKey } = {},
) => {
  const id = itemMessage && idNumber(itemMessage);
  const text = id
    ? z
        .string(msg(itemMessage))
        .transform((s) => s.split(',').map((n) => (/^\s*\d{1,9}\s*$/.test(n) ? Number(n) : NaN)))
    : z
        .string()
        .regex(/^\d{1,9}(,\d{1,9})*$/, msg('digitsOnly'))
        .transform((s) => s.split(',').map(Number));
  return z.preprocess(
    (v) => blankToUndefined(joined(v)),
    text
      .pipe(
        z
          .array(id || z.number())
          .transform((list) => [...new Set(list)])
          .pipe(
            z
              .array(z.number())
              .max(max, msg('tooManyChoices'))
              .refine((list) => list.every((n) => n >= 1 && n <= maxValue), msg('invalidValue')),
          ),
      )
      .optional(),
  );
};

/**
 * A range filter `min,max` (one number means "at least") within [lo, hi], min ≤ max → `{ min, max? }`;
 * blank means absent. `hi` is read at validation time (the current year moves). Text is "digits only"
 * and a range outside the bounds "invalid value", unless the field names its own `message` for both.
 */
export const rangeParam = (lo: number, hi: () => number, message?: MessageKey) =>
  z.preprocess(
    (v) => blankToUndefined(joined(v)),
    z
      .string(msg(message ?? 'digitsOnly'))
      .regex(/^\d{1,4}(,\d{1,4})?$/, msg(message ?? 'digitsOnly'))
      .transform((s) => s.split(',').map(Number))
      .refine(
        (r) => r.every((n) => n >= lo && n <= hi()) && (r.length === 1 || r[0] <= r[1]),
        msg(message ?? 'invalidValue'),
      )
      .transform((r) => ({ min: r[0], max: r.length === 2 ? r[1] : undefined }))
      .optional(),
  );

// ---------------------------------------------------------------------------------------------------
// Multipart form fields.

/** Optional form text: missing means empty. */
export const formText = (max: number, tooLong: MessageKey = 'invalidValue') =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(max, msg(tooLong)));

/** A required whole number within [lo, hi]: missing is "required", text "digits only". */
export const formNumber = (lo: number, hi: number, rangeKey: MessageKey = 'invalidValue') =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'digitsOnly') })
      .int(msg(rangeKey))
      .min(lo, msg(rangeKey))
      .max(hi, msg(rangeKey)),
  );

/** A checkbox: missing or blank is false; otherwise a flag (`true`, `1` or `on` is true). */
export const formBoolean = z.preprocess((v) => blankToUndefined(v) ?? false, boolParam);

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

/** A list sent as JSON text in a multipart form (or as an array in JSON): `[1, 2]`. */
export const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess(parseJsonField, z.array(item, msg('invalidValue')));

/** A JSON list of reference ids, at least `min` (else "choose one"), without repeats. */
export const idsField = (min: number) =>
  z.preprocess(
    parseJsonField,
    z
      .array(idField('invalidValue', 'digitsOnly'), msg(min ? 'choiceRequired' : 'invalidValue'))
      .min(min, msg('choiceRequired'))
      .max(FORM_LIST_MAX, msg('invalidValue'))
      .transform((list) => [...new Set(list)]),
  );

/** A tag is an existing tag's id or the name of a tag to create. */
const tagItem = z.union([idNumber(), z.string().trim().min(1).max(60)], msg('invalidValue'));
export const tagListField = (min: number) =>
  z.preprocess(
    parseJsonField,
    z.array(tagItem, msg('choiceRequired')).min(min, msg('choiceRequired')).max(FORM_LIST_MAX, msg('invalidValue')),
  );

const jobNumber = (maxJob: number) =>
  z.coerce
    .number(msg('invalidValue'))
    .int(msg('invalidValue'))
    .min(1, msg('invalidValue'))
    .max(maxJob, msg('invalidValue'));

/** Crew: `[{id, jobs:[1..maxJob]}]` or `[{id, job}]`; both come out as `{id, jobs}`. */
const crewItem = (maxJob: number) =>
  z
    .object({
      id: idParam,
      jobs: z.array(jobNumber(maxJob)).min(1).optional(),
      job: jobNumber(maxJob).optional(),
    })
    .refine((a) => a.jobs || a.job, msg('choiceRequired'))
    .transform((a) => ({ id: a.id, jobs: [...new Set(a.jobs ?? [a.job!])] }));

const roleItem = z.object({
  id: idParam,
  role: z.string().trim().min(1, msg('required')).max(TITLE_MAX, msg('invalidValue')),
});

/** A JSON list of people, missing meaning none, at most PEOPLE_MAX. */
const peopleField = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => parseJsonField(v) ?? [], z.array(item, msg('invalidValue')).max(PEOPLE_MAX, msg('invalidValue')));
export const crewField = (maxJob: number) => peopleField(crewItem(maxJob));
export const castField = peopleField(roleItem);

/** A trailer: empty, or a full link (the form's hint: a video site's watch link). */
export const trailerField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string()
    .trim()
    .max(500, msg('invalidValue'))
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), msg('invalidValue')),
);

/**
 * A title's archive images update (multipart), beside the fields naming the title: `image-id` repeated
 * in the new order (an existing image's id, or `new` for the next uploaded file), `description`
 * repeated in the same order, and the row's `id` when its slugs are not sent.
 */
export const imagesUpdateFields = {
  id: z.preprocess(blankToUndefined, idField('invalidValue', 'digitsOnly').optional()),
  'image-id': z
    .array(
      z.union([
        z.literal('new'),
        z
          .string()
          .regex(/^\d{1,9}$/, msg('invalidValue'))
          .transform(Number),
      ]),
    )
    .max(200),
  description: z.array(z.string().trim().max(PLOT_MAX, msg('tooLong3000'))).max(200),
};

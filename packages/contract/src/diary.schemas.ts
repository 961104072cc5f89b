import { z } from 'zod';
import { boolParam, idField, msg, pageParam, slugParam, ubToday } from './fields';
import { DIARY_REVIEW_MAX, DIARY_TAG_MAX, DIARY_TAGS_MAX, GRADE_MAX } from './limits';
import { diaryPagePermissions } from './permissions.schemas';

// The diary (issue 29, docs/decisions/036-diary.md): a member's dated viewings of movies, seasons and
// episodes, at `/user/api/v-user-diary*` in the style of the profile's lists. The issue names the list's
// path and its `{count, results: [{id, date, rewatch, grade, title, slug, kind}]}`; the rest is designed.

export const DIARY_KINDS = ['movie', 'season', 'episode'] as const;
export type DiaryKind = (typeof DIARY_KINDS)[number];

/**
 * A viewing's day, `YYYY-MM-DD` in Ulaanbaatar's calendar. It may not be after today there: the service
 * checks that by the server's clock (the calls' answer `diaryFutureDate` on `date`), the form by the
 * browser's (`notAfterToday`).
 */
export const diaryDate = z
  .string(msg('required'))
  .trim()
  .pipe(z.iso.date(msg('invalidValue')));

/** Whether a day is not after today in Ulaanbaatar (read when asked, so a page left open moves on). */
export const notAfterToday = (day: string, now = new Date()) => day <= ubToday(now);

/** A grade 0-100, whole numbers; blank or null is no grade. */
export const diaryGrade = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number(msg('gradeInvalid'))
    .int(msg('gradeInvalid'))
    .min(0, msg('gradeInvalid'))
    .max(GRADE_MAX, msg('gradeInvalid'))
    .nullable(),
);

/** A viewing's review, at most 1000 characters. */
export const diaryReview = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string(msg('invalidValue')).trim().max(DIARY_REVIEW_MAX, msg('tooLong1000')),
);

/** Tags: trimmed, blank ones dropped, repeats once, at most 10 of at most 30 characters. */
export const diaryTags = z
  .array(z.string(msg('invalidValue')).trim().max(DIARY_TAG_MAX, msg('diaryTagTooLong')), msg('invalidValue'))
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(z.array(z.string()).max(DIARY_TAGS_MAX, msg('diaryTooManyTags')));

/** What a viewing says besides its title: the same fields on a new entry and an edit. */
const viewingFields = {
  rewatch: boolParam.optional(),
  grade: diaryGrade.optional(),
  review: diaryReview.optional(),
  tags: diaryTags.optional(),
};

/** A season takes no grade (its grades are its episodes'): refused with the field's message. */
const noSeasonGrade = (body: { kind?: DiaryKind; grade?: number | null }, ctx: z.RefinementCtx) => {
  if (body.kind === 'season' && body.grade != null)
    ctx.addIssue({ code: 'custom', message: 'diarySeasonGrade', path: ['grade'] });
};

/** POST /user/api/v-user-diary-add/: the title by kind and id; the day is today in Ulaanbaatar when absent. */
export const diaryAddBody = z
  .object({
    kind: z.enum(DIARY_KINDS, msg('invalidValue')),
    id: idField(),
    date: diaryDate.optional(),
    ...viewingFields,
  })
  .superRefine(noSeasonGrade);
export type DiaryAddBody = z.output<typeof diaryAddBody>;

/** POST /user/api/v-user-diary-update/: the entry's new day, rewatch, grade, review and tags (all of them). */
export const diaryUpdateBody = z.object({ id: idField(), date: diaryDate, ...viewingFields });
export type DiaryUpdateBody = z.output<typeof diaryUpdateBody>;

/** POST /user/api/v-user-diary-delete/. */
export const diaryDeleteBody = z.object({ id: idField() });
export const diaryDeletedResponse = z.object({ success: z.literal(true) });

/** GET /user/api/v-user-diary/?slug=&page=: newest first (the day, then the latest written). */
export const diaryQuery = z.object({ slug: slugParam, page: pageParam });

export const diaryEntry = z.object({
  id: z.number(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  rewatch: z.boolean(),
  /** 0-100, or null. */
  grade: z.number().nullable(),
  /** The movie's or the serial's Mongolian title. */
  title: z.string(),
  /** Its international title (the English interface). */
  title_en: z.string(),
  /** The movie's, season's or episode's own slug. */
  slug: z.string(),
  kind: z.enum(DIARY_KINDS),
  year: z.number().nullable(),
  /** The movie's or season's poster (the serial's when the season has none), or null. */
  poster: z.string().nullable(),
  review: z.string(),
  tags: z.array(z.string()),
  /** A season's or episode's serial and season, and an episode's own number and names. */
  serial_slug: z.string().optional(),
  season_slug: z.string().optional(),
  season_num: z.number().optional(),
  episode_num: z.number().optional(),
  episode_title: z.string().optional(),
  episode_title_en: z.string().optional(),
  /** The caller may edit and delete the entry (its owner, or an admin). */
  can_edit: z.boolean().optional(),
});
export type DiaryEntry = z.infer<typeof diaryEntry>;

export const diaryResponse = z.object({
  count: z.number(),
  /** How many pages there are. */
  page: z.number(),
  results: z.array(diaryEntry),
  ...diaryPagePermissions,
});
export type DiaryResponse = z.infer<typeof diaryResponse>;

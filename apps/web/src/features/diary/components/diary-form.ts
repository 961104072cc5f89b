import { z } from 'zod';
import {
  diaryDate,
  diaryGrade,
  diaryReview,
  diaryTags,
  type DiaryEntry,
  type DiaryKind,
  notAfterToday,
} from '@mfi/contract/diary.schemas';
import { msg, ubToday } from '@mfi/contract/fields';
import type { ViewingBody } from '../api/save-diary-entry';

// The log dialog's rules: the contract's fields (the server's rules and messages), and a day not after today
// in Ulaanbaatar by the browser's clock, read when the form is checked.

/** The dialog's values as its fields hold them: the grade as text ('' is none), the tags as one line. */
export interface DiaryFormValues {
  date: string;
  rewatch: boolean;
  graded: boolean;
  grade: string;
  review: string;
  tags: string;
}

/** A new viewing: today, no grade; an edit: the entry as it is. */
export function diaryFormValues(entry?: DiaryEntry, now = new Date()): DiaryFormValues {
  if (!entry) return { date: ubToday(now), rewatch: false, graded: false, grade: '', review: '', tags: '' };
  return {
    date: entry.date,
    rewatch: entry.rewatch,
    graded: entry.grade !== null,
    grade: entry.grade === null ? '' : String(entry.grade),
    review: entry.review,
    tags: entry.tags.join(', '),
  };
}

/** Tags typed on one line, separated by commas. */
export const splitTags = (line: string) => line.split(',').map((tag) => tag.trim());

/**
 * The form's schema for a kind: a season takes no grade (the field is not shown); a grade, when the box is
 * ticked, is a whole number 0-100.
 */
export function diaryFormSchema(kind: DiaryKind, now: () => Date = () => new Date()) {
  return z
    .object({
      date: diaryDate.refine((day) => notAfterToday(day, now()), msg('diaryFutureDate')),
      rewatch: z.boolean(),
      graded: z.boolean(),
      grade: z.string(),
      review: diaryReview,
      tags: z.string().transform(splitTags).pipe(diaryTags),
    })
    .transform((values, ctx): ViewingBody => {
      let grade: number | null = null;
      if (kind !== 'season' && values.graded) {
        const parsed = diaryGrade.safeParse(values.grade.trim() === '' ? undefined : values.grade);
        if (!parsed.success || parsed.data === null || parsed.data === undefined) {
          ctx.addIssue({ code: 'custom', message: 'gradeInvalid', path: ['grade'] });
          return z.NEVER;
        }
        grade = parsed.data;
      }
      return { date: values.date, rewatch: values.rewatch, grade, review: values.review, tags: values.tags };
    });
}

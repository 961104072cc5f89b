import { z } from 'zod';
import {
  castField,
  crewField,
  flagParam,
  formNumber,
  idListParam,
  idsField,
  intParam,
  pageParam,
  rangeParam,
  requiredText,
  searchParam,
  slugParam,
  tagListField,
  trailerField,
} from './fields';
import { GRADE_MAX, PLOT_MAX, TITLE_MAX } from './limits';

// What the movie and serial catalogues share (part 2 sections 5 and 7): the list query's common filters
// and the title form's common fields. Each kind adds its own (a movie's category, formation and year; a
// serial's released and finished years) in movies.schemas.ts and serials.schemas.ts.

/**
 * The list query both catalogues take: page, sort, search and the filters they have in common. Where the
 * two differ in a bound, the kind says so: its country flags (movies split full-length and short) and the
 * runtime slider's top ("200 and longer" for movies, 100 for a serial's episodes).
 */
export const catalogueListQuery = ({ countryFlagMax, runtimeMax }: { countryFlagMax: number; runtimeMax: number }) =>
  z.object({
    page: pageParam,
    /** false: the unpublished list, for contributors only. */
    published: flagParam,
    search: searchParam,
    /** 1-8 (CATALOGUE_SORTS). */
    sort: intParam(1, 8),
    countryFlag: intParam(1, countryFlagMax),
    country: idListParam(),
    rating: idListParam(4, { maxValue: 4 }),
    language: idListParam(),
    genre: idListParam(),
    subgenre: idListParam(),
    tag: idListParam(),
    grade: rangeParam(0, () => GRADE_MAX),
    gradeFlag: flagParam,
    runtime: rangeParam(0, () => runtimeMax),
    runtimeFlag: flagParam,
  });

/** A title's grades (movie, serial, episode), as its cards and detail answer them. */
export const titleGrades = {
  grade: z.number().nullable().describe('critic grade, percent'),
  critics: z.number(),
  a_grade: z.number().nullable().describe('audience grade, percent'),
  audiences: z.number(),
};

/** The title form's fields both kinds have; `jobMax` is the kind's last crew job. */
export const titleFormShape = (jobMax: number) => ({
  languages: idsField(1),
  m_title: requiredText(TITLE_MAX),
  i_title: requiredText(TITLE_MAX),
  o_title: requiredText(TITLE_MAX),
  format: formNumber(1, 4),
  subgenres: z.preprocess((v) => v ?? [], idsField(0)),
  plot: requiredText(PLOT_MAX, 'tooLong3000'),
  en_plot: requiredText(PLOT_MAX, 'tooLong3000'),
  countries: idsField(1),
  rating: formNumber(1, 4),
  runtime: formNumber(1, 1000),
  trailer: trailerField,
  tags: tagListField(1),
  artists: crewField(jobMax),
  roles: castField,
});

/** What an update adds to the form: the slug, and tags may be left empty (required on create only). */
export const titleUpdateShape = {
  slug: slugParam,
  tags: z.preprocess((v) => v ?? [], tagListField(0)),
};

export const titleFormResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  slug: z.string(),
  /** The new title's id, answered by the create calls: the festival wizard registers the film it added. */
  id: z.number().optional(),
});

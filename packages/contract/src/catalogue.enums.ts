// Enumerations of the catalogue (part 2 section 3). Values are the numbers the API sends.

export const CATEGORIES = [
  { value: 1, mn: 'Бүрэн хэмжээний', en: 'Full-length' },
  { value: 2, mn: 'Богино хэмжээний', en: 'Short' },
] as const;

export const FORMATS = [
  { value: 1, mn: 'Уран сайхны', en: 'Feature' },
  { value: 2, mn: 'Баримтат', en: 'Documentary' },
  { value: 3, mn: 'Хүүхэлдэйн', en: 'Animation' },
  { value: 4, mn: 'Туршилтын', en: 'Experimental' },
] as const;
/** Genres may be left empty only for documentary and experimental films (part 2 section 5). */
export const FORMATS_WITHOUT_GENRE: readonly number[] = [2, 4];

export const AGE_RATINGS = [
  { value: 1, code: 'NR', mn: 'Насны ангилалгүй', en: 'Not Rated' },
  { value: 2, code: 'G', mn: 'Бүх насныхан', en: 'General Audiences' },
  { value: 3, code: 'PG', mn: 'Эцэг эхийн хяналттай', en: 'Parental Guidance Suggested' },
  { value: 4, code: 'R', mn: 'Насанд хүрэгчдэд', en: 'Restricted' },
] as const;

/** Movie crew jobs 1-16; serials add 17, the initiator. */
export const JOBS = [
  { value: 1, mn: 'Найруулагч', en: 'Director' },
  { value: 2, mn: 'Туслах найруулагч', en: 'Assistant director' },
  { value: 3, mn: 'Гүйцэтгэх продюсер', en: 'Executive producer' },
  { value: 4, mn: 'Продюсер', en: 'Producer' },
  { value: 5, mn: 'Туслах продюсер', en: 'Assistant producer' },
  { value: 6, mn: 'Зохиолч', en: 'Writer' },
  { value: 7, mn: 'Зураглаач', en: 'Cinematographer' },
  { value: 8, mn: 'Хөгжим', en: 'Music' },
  { value: 9, mn: 'Дуу авиа', en: 'Sound' },
  { value: 10, mn: 'Уран сайхны удирдагч', en: 'Art director' },
  { value: 11, mn: 'Эвлүүлэгч', en: 'Editor' },
  { value: 12, mn: 'Зураач', en: 'Painter' },
  { value: 13, mn: 'Хувцас', en: 'Costume' },
  { value: 14, mn: 'Гэрэлтүүлэг', en: 'Lighting' },
  { value: 15, mn: 'Визуал эффект', en: 'Visual effects' },
  { value: 16, mn: 'Зураг авалтын баг', en: 'Film crew' },
  { value: 17, mn: 'Санаачлагч', en: 'Initiator' },
] as const;
export const MOVIE_JOB_MAX = 16;
export const SERIAL_JOB_MAX = 17;
/** The label for actors and actresses on detail pages (part 2 section 9), and its English. */
export const ACTOR_LABEL = 'ЖҮЖИГЧИН';
export const ACTOR_LABEL_EN = 'Actor';

/** Crew jobs by number, comma-joined, once each, in one language (a number no job has stays a number). */
export function jobNames(jobs: readonly number[], language: 'mn' | 'en'): string {
  return [...new Set(jobs)].map((job) => JOBS.find((j) => j.value === job)?.[language] ?? String(job)).join(', ');
}

/** Movie catalogue countryFlag 1-4 → category and Mongolian-ness. */
export const MOVIE_COUNTRY_FLAGS = {
  1: { category: 1, mongolian: false },
  2: { category: 2, mongolian: false },
  3: { category: 1, mongolian: true },
  4: { category: 2, mongolian: true },
} as const;

/** Sort 1-8 of movies and serials. */
export const CATALOGUE_SORTS = {
  1: 'newest',
  2: 'oldest',
  3: 'highest_rated',
  4: 'lowest_rated',
  5: 'most_watched',
  6: 'least_watched',
  7: 'alphabetical',
  8: 'reverse_alphabetical',
} as const;

/** Sort 1-4 of artists. */
export const ARTIST_SORTS = { 1: 'alphabetical', 2: 'reverse', 3: 'oldest_first', 4: 'oldest_last' } as const;

/**
 * Range filters (grade, year, runtime, releasedYear, finishedYear) come as `grade=60,100` with
 * `gradeFlag=1`: the flag says the person moved the slider, so the range applies; without it the
 * filter is off. A single number means "at least".
 */
export const RANGE_FILTER_NOTE = 'value "min,max" + flag 1';

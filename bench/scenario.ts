/**
 * One row of `npm run bench`. `write` turns the run's n-th request into a signed-in POST (the rating call);
 * reads are GETs with the key only, on path k drawn with the power law.
 */
export type Scenario = {
  name: string;
  budgetMs: number;
  paths: string[];
  write?: (n: number) => { token: string; body: object };
  /** A signed-in read: the token the run's n-th GET is sent with (`Authorization: Token …`). */
  token?: (n: number) => string;
  writes?: string[];
  /** SQL that removes what the write scenario added, run after it is measured (then its tables are vacuumed). */
  cleanup?: string;
  /** Concurrent connections, when the call's real users are fewer than the site's 50 (the admin console's). */
  connections?: number;
};

/** What bench/run.ts found in the scale data set, handed to the rows that live in files of their own. */
export type BenchKit = {
  /** A GET with the API key; throws on a non-2xx answer. */
  get: <T>(path: string) => Promise<T>;
  /** Names what this run writes apart from earlier runs'. */
  benchRun: string;
  movieIds: number[];
  movieSlugs: string[];
  serials: { slugs: string[]; seasons: [string, string][]; episodes: [string, string, string][] };
  /** Title and artist words as readers type them (either script, two-word phrases, typos). */
  searchTerms: { movies: string[]; artists: string[] };
};

import type { ImportFailure } from '@mfi/contract/code-add.schemas';

// TMDB's API (v3) as the importer reads it (decision 026): the calls, the parts of their answers it uses,
// and its errors sorted into those worth another attempt (429, 5xx, timeouts, a lost connection) and those
// that are not (404: TMDB does not know the code; 401: the key is refused).

export type TmdbSettings = { apiKey: string; baseUrl: string; imageBaseUrl: string };

type Named = { id: number; name: string };
type Translation<D> = { iso_639_1: string; data: D };
type Videos = { results: { site: string; type: string; key: string; official?: boolean }[] };
export type TmdbCast = {
  id: number;
  name: string;
  character: string;
  order: number;
  gender?: number;
  profile_path: string | null;
};
export type TmdbCrew = { id: number; name: string; job: string; profile_path: string | null };
type Credits = { cast: TmdbCast[]; crew: TmdbCrew[] };

export type TmdbMovie = {
  id: number;
  title: string;
  original_title: string;
  release_date: string;
  runtime: number | null;
  overview: string;
  genres: Named[];
  production_countries: { iso_3166_1: string }[];
  spoken_languages: { iso_639_1: string }[];
  poster_path: string | null;
  backdrop_path: string | null;
  /** The IMDb id (`tt…`), when TMDB knows it: a member's IMDb export is matched by it (decision 037). */
  imdb_id?: string | null;
  credits?: Credits;
  translations?: { translations: Translation<{ title?: string; overview?: string }>[] };
  release_dates?: { results: { iso_3166_1: string; release_dates: { certification: string }[] }[] };
  videos?: Videos;
};

export type TmdbTv = {
  id: number;
  name: string;
  original_name: string;
  first_air_date: string;
  last_air_date: string | null;
  status: string;
  episode_run_time: number[];
  overview: string;
  genres: Named[];
  production_countries: { iso_3166_1: string }[];
  origin_country?: string[];
  spoken_languages: { iso_639_1: string }[];
  poster_path: string | null;
  backdrop_path: string | null;
  created_by: { id: number; name: string; profile_path: string | null }[];
  seasons: { season_number: number; name: string; poster_path: string | null }[];
  credits?: Credits;
  translations?: { translations: Translation<{ name?: string; overview?: string }>[] };
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
  videos?: Videos;
  external_ids?: { imdb_id?: string | null };
};

export type TmdbSeason = {
  season_number: number;
  name: string;
  poster_path: string | null;
  episodes: {
    episode_number: number;
    name: string;
    overview: string;
    runtime: number | null;
    still_path: string | null;
  }[];
  translations?: { translations: Translation<{ name?: string; overview?: string }>[] };
};

export type TmdbPerson = {
  id: number;
  name: string;
  birthday: string | null;
  deathday: string | null;
  biography: string;
  gender: number;
  known_for_department: string | null;
  place_of_birth: string | null;
  profile_path: string | null;
  translations?: { translations: Translation<{ name?: string; biography?: string }>[] };
};

/** A failed call: `reason` is what the code's row shows; `retry` says whether another attempt may succeed. */
export class TmdbError extends Error {
  constructor(
    readonly reason: ImportFailure,
    readonly retry: boolean,
    detail: string,
  ) {
    super(`TMDB ${reason}: ${detail}`);
  }
}

/** How long one call may take, and how often a 429 is waited out before the attempt gives up. */
const CALL_TIMEOUT_MS = 15_000;
const RATE_LIMIT_WAITS = 3;
const RETRY_AFTER_MAX_SECONDS = 30;

/** The API's address with its version: `https://api.themoviedb.org` and `…/3` both mean version 3. */
export const apiBase = (url: string) => url.replace(/\/+$/, '').replace(/(\/3)?$/, '/3');

export class TmdbClient {
  private readonly base: string;

  constructor(
    private readonly settings: TmdbSettings,
    private readonly sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.base = apiBase(settings.baseUrl);
  }

  movie(id: number) {
    return this.json<TmdbMovie>(`/movie/${id}`, 'credits,translations,release_dates,videos');
  }

  tv(id: number) {
    return this.json<TmdbTv>(`/tv/${id}`, 'credits,translations,content_ratings,videos,external_ids');
  }

  season(tvId: number, seasonNumber: number) {
    return this.json<TmdbSeason>(`/tv/${tvId}/season/${seasonNumber}`, 'translations');
  }

  person(id: number) {
    return this.json<TmdbPerson>(`/person/${id}`, 'translations');
  }

  /** An image at its original size, or null when TMDB has none for the item or it cannot be read. */
  async image(path: string | null): Promise<Buffer | null> {
    if (!path) return null;
    try {
      const response = await this.call(`${this.settings.imageBaseUrl.replace(/\/+$/, '')}${path}`, {});
      return Buffer.from(await response.arrayBuffer());
    } catch {
      return null; // an item without its picture is still worth its draft
    }
  }

  private async json<T>(path: string, append: string): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    url.searchParams.set('append_to_response', append);
    url.searchParams.set('language', 'en-US');
    // A v4 read-access token (a JWT) goes in the header; a v3 key in the query, as TMDB takes each.
    const bearer = this.settings.apiKey.startsWith('eyJ');
    if (!bearer) url.searchParams.set('api_key', this.settings.apiKey);
    const response = await this.call(url.toString(), bearer ? { authorization: `Bearer ${this.settings.apiKey}` } : {});
    return (await response.json()) as T;
  }

  private async call(url: string, headers: Record<string, string>): Promise<Response> {
    for (let waits = 0; ; waits++) {
      let response: Response;
      try {
        response = await fetch(url, { headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new TmdbError(timedOut ? 'timeout' : 'unreachable', true, String(error));
      }
      if (response.ok) return response;
      await response.body?.cancel();
      if (response.status === 429 && waits < RATE_LIMIT_WAITS) {
        const seconds = Number(response.headers.get('retry-after'));
        await this.sleep(
          Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 1, RETRY_AFTER_MAX_SECONDS) * 1000,
        );
        continue;
      }
      if (response.status === 404) throw new TmdbError('not_found', false, url);
      if (response.status === 401) throw new TmdbError('key_refused', false, url);
      if (response.status === 429) throw new TmdbError('rate_limited', true, url);
      throw new TmdbError('server_error', response.status >= 500, `${response.status} ${url}`);
    }
  }
}

import type { ImportKind } from '@mfi/contract/code-add.schemas';
import { TITLE_MAX } from '@mfi/contract/limits';
import { artistAfterWrite } from '../../after-write/artist.after-write';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { importArtist } from '../artists/artist-import.service';
import { importTitle, type TitleFormFields } from '../catalogue/title-form.service';
import { referenceIndex, type ReferenceIndex } from '../reference/reference.service';
import { addMissingSeasons, type ImportedSeason } from '../serials/serial-import.service';
import type { TmdbCast, TmdbClient, TmdbCrew, TmdbMovie, TmdbTv } from './tmdb.client';
import * as map from './tmdb.mapping';

// One code → one draft (issue 25 part 5; decision 026): the TMDB item, its people as artists (found by their
// TMDB id or made as drafts) and, for a serial, the seasons and episodes it lacks. Each write goes through the
// owning module's own door, so revisions and after-writes are those of a contributor's form.

/** How many credited people are fetched and written at once. */
const PEOPLE_AT_ONCE = 4;

type Importing = { ctx: AppContext; tmdb: TmdbClient; user: AuthUser; refs: ReferenceIndex };

/** Imports the code as its kind says; answers the id of the item it made or found. */
export async function importCode(ctx: AppContext, tmdb: TmdbClient, user: AuthUser, kind: ImportKind, code: number) {
  const run: Importing = { ctx, tmdb, user, refs: await referenceIndex(ctx.db) };
  if (kind === 'movie') return importMovie(run, code);
  if (kind === 'artist') return importPerson(run, code);
  return importSerial(run, code); // a new serial, or one to complete: the same walk
}

async function importMovie(run: Importing, code: number) {
  const movie = await importTitle(run.ctx, 'movie', run.user, code, async () => {
    const m = await run.tmdb.movie(code);
    const mn = map.mongolianOf(m.translations);
    const year = map.yearOf(m.release_date) ?? new Date().getFullYear();
    const people = await creditedArtists(run, m.credits?.crew ?? [], m.credits?.cast ?? []);
    return {
      fields: titleFields(run.refs, m, { mTitle: mn?.title, iTitle: m.title, oTitle: m.original_title }, people, {
        rating: map.ratingOf(map.movieCertificate(m)),
        runtime: m.runtime ?? 0,
        plot: mn?.overview,
      }),
      year,
      poster: await run.tmdb.image(m.poster_path),
      background: await run.tmdb.image(m.backdrop_path),
      columns: { category: m.runtime && m.runtime < SHORT_FILM_MINUTES ? 2 : 1, year, imdbId: map.imdbIdOf(m.imdb_id) },
    };
  });
  if (movie.created) movieAfterWrite.catalogue(run.ctx);
  return movie.id;
}

/** Under 40 minutes is a short film (the Academy's rule). */
const SHORT_FILM_MINUTES = 40;

async function importSerial(run: Importing, code: number) {
  let tv: TmdbTv | undefined;
  const fetchTv = async () => (tv ??= await run.tmdb.tv(code));
  const serial = await importTitle(run.ctx, 'serial', run.user, code, async () => {
    const t = await fetchTv();
    const mn = map.mongolianOf(t.translations);
    const creators = t.created_by.map((c) => ({
      id: c.id,
      name: c.name,
      job: 'Creator',
      profile_path: c.profile_path,
    }));
    const people = await creditedArtists(run, [...(t.credits?.crew ?? []), ...creators], t.credits?.cast ?? []);
    const released = map.yearOf(t.first_air_date) ?? new Date().getFullYear();
    const ended = t.status === 'Ended' || t.status === 'Canceled';
    return {
      fields: titleFields(run.refs, t, { mTitle: mn?.name, iTitle: t.name, oTitle: t.original_name }, people, {
        rating: map.ratingOf(map.tvCertificate(t)),
        runtime: t.episode_run_time[0] ?? 0,
        plot: mn?.overview,
        countries: t.origin_country,
      }),
      year: released,
      poster: await run.tmdb.image(t.poster_path),
      background: await run.tmdb.image(t.backdrop_path),
      columns: {
        releasedYear: released,
        finishedYear: ended ? map.yearOf(t.last_air_date) : null,
        imdbId: map.imdbIdOf(t.external_ids?.imdb_id),
      },
    };
  });
  if (serial.created) serialAfterWrite.catalogue(run.ctx);
  const t = await fetchTv();
  await addMissingSeasons(run.ctx, run.user, serial.id, await seasonsOf(run, t));
  return serial.id;
}

/** The serial's seasons as TMDB numbers them (season 0, TMDB's specials, is not one of ours). */
async function seasonsOf(run: Importing, t: TmdbTv): Promise<ImportedSeason[]> {
  const seasons: ImportedSeason[] = [];
  for (const s of t.seasons.filter((s) => s.season_number > 0)) {
    const season = await run.tmdb.season(t.id, s.season_number);
    seasons.push({
      number: season.season_number,
      name: map.clip(map.mongolianOf(season.translations)?.name ?? '', TITLE_MAX),
      poster: () => run.tmdb.image(season.poster_path),
      episodes: season.episodes.map((e) => ({
        number: e.episode_number,
        nameMn: '',
        nameEn: map.clip(e.name, TITLE_MAX),
        runtime: e.runtime ?? t.episode_run_time[0] ?? 0,
        plot: '',
        enPlot: map.clipEpisodePlot(e.overview),
        still: () => run.tmdb.image(e.still_path),
      })),
    });
  }
  return seasons;
}

async function importPerson(run: Importing, code: number) {
  const artist = await importArtist(run.ctx, run.user, code, async () => {
    const p = await run.tmdb.person(code);
    return {
      ...map.personFields(p),
      countries: [],
      professions: map.professionIdsOf(map.departmentProfession(p.known_for_department, p.gender), run.refs),
      photo: await run.tmdb.image(p.profile_path),
    };
  });
  if (artist.created) artistAfterWrite.catalogue(run.ctx);
  return artist.id;
}

type People = { artists: { id: number; jobs: number[] }[]; roles: { id: number; role: string }[] };

/** The crew and billed cast as our artists, each person found by TMDB id or made as a draft from the credit. */
async function creditedArtists(run: Importing, crew: TmdbCrew[], cast: TmdbCast[]): Promise<People> {
  const crewOf = map.crewOf(crew);
  const castOf = map.castOf(cast);
  const credits = new Map<number, map.Credit>();
  for (const c of [...crewOf, ...castOf]) if (!credits.has(c.person.tmdbId)) credits.set(c.person.tmdbId, c.person);
  const ids = new Map<number, number>();
  const queue = [...credits.values()];
  const worker = async () => {
    for (let credit = queue.shift(); credit; credit = queue.shift()) {
      const person = credit;
      const artist = await importArtist(run.ctx, run.user, person.tmdbId, async () => ({
        nameMn: '',
        nameEn: map.clip(person.name, TITLE_MAX),
        born: null,
        died: null,
        biography: '',
        biographyEn: '',
        countries: [],
        professions: map.professionIdsOf(person.profession, run.refs),
        photo: await run.tmdb.image(person.profilePath),
      }));
      if (artist.created) artistAfterWrite.catalogue(run.ctx);
      ids.set(person.tmdbId, artist.id);
    }
  };
  await Promise.all(Array.from({ length: PEOPLE_AT_ONCE }, worker));
  return {
    artists: crewOf.map((c) => ({ id: ids.get(c.person.tmdbId)!, jobs: c.jobs })),
    roles: castOf.map((c) => ({ id: ids.get(c.person.tmdbId)!, role: c.role })),
  };
}

/** The fields a movie and a serial share, from their TMDB item. */
function titleFields(
  refs: ReferenceIndex,
  item: Pick<TmdbMovie, 'genres' | 'production_countries' | 'spoken_languages' | 'overview' | 'videos'>,
  titles: { mTitle: string | undefined; iTitle: string; oTitle: string },
  people: People,
  own: { rating: number; runtime: number; plot: string | undefined; countries?: string[] },
): TitleFormFields {
  const countryCodes = [...item.production_countries.map((c) => c.iso_3166_1), ...(own.countries ?? [])];
  return {
    m_title: map.clip(titles.mTitle ?? '', TITLE_MAX),
    i_title: map.clip(titles.iTitle, TITLE_MAX),
    o_title: map.clip(titles.oTitle, TITLE_MAX),
    format: map.formatOf(item.genres),
    rating: own.rating,
    runtime: own.runtime,
    trailer: map.trailerOf(item.videos),
    plot: map.clipPlot(own.plot),
    en_plot: map.clipPlot(item.overview),
    languages: map.idsByCode(
      item.spoken_languages.map((l) => l.iso_639_1),
      refs.languages,
      (c) => c.toLowerCase(),
    ),
    genres: map.genreIdsOf(item.genres, refs),
    subgenres: [],
    countries: map.idsByCode(countryCodes, refs.countries, (c) => c.toUpperCase()),
    tags: [],
    artists: people.artists,
    roles: people.roles,
  };
}

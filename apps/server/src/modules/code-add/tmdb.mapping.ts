import { BIOGRAPHY_MAX, EPISODE_PLOT_MAX, PLOT_MAX, TITLE_MAX } from '@mfi/contract/limits';
import type { ReferenceIndex } from '../reference/reference.service';
import type { TmdbCast, TmdbCrew, TmdbMovie, TmdbPerson, TmdbTv } from './tmdb.client';

// What TMDB's fields are in ours (decision 026): pure functions, so each rule is read and tested in one place.

/** TMDB's genres that are our formats rather than genres. */
const FORMAT_GENRES: Record<string, number> = { documentary: 2, animation: 3 };
/** TMDB's TV genres that join two of ours, and its names ours spell otherwise. */
const GENRE_ALIASES: Record<string, string[]> = {
  'sci-fi & fantasy': ['science fiction', 'fantasy'],
  'action & adventure': ['action', 'adventure'],
  'war & politics': ['war'],
  kids: ['children'],
};

/** Our genres among TMDB's, by English name; TMDB's formats (documentary, animation) and unknown names left out. */
export function genreIdsOf(genres: { name: string }[], refs: ReferenceIndex): number[] {
  const names = genres.flatMap((g) => GENRE_ALIASES[g.name.toLowerCase()] ?? [g.name.toLowerCase()]);
  return [...new Set(names.map((n) => refs.genres.get(n)).filter((id): id is number => id !== undefined))];
}

/** 2 documentary, 3 animation (TMDB files both as genres), else 1 feature. */
export function formatOf(genres: { name: string }[]): number {
  for (const g of genres) {
    const format = FORMAT_GENRES[g.name.toLowerCase()];
    if (format) return format;
  }
  return 1;
}

export const idsByCode = (codes: string[], index: Map<string, number>, norm: (c: string) => string) => [
  ...new Set(codes.map((c) => index.get(norm(c))).filter((id): id is number => id !== undefined)),
];

/** TMDB's crew jobs in ours (catalogue.enums JOBS); a job not listed is not imported. */
const JOBS: Record<string, number> = {
  Director: 1,
  'First Assistant Director': 2,
  'Assistant Director': 2,
  'Executive Producer': 3,
  Producer: 4,
  'Associate Producer': 5,
  'Co-Producer': 5,
  Screenplay: 6,
  Writer: 6,
  Story: 6,
  Novel: 6,
  Author: 6,
  'Director of Photography': 7,
  'Original Music Composer': 8,
  Music: 8,
  'Sound Designer': 9,
  'Sound Mixer': 9,
  'Art Direction': 10,
  'Production Design': 10,
  Editor: 11,
  'Costume Design': 13,
  Gaffer: 14,
  'Visual Effects Supervisor': 15,
  // A serial's creators (TMDB's created_by, passed as this job) are its initiators.
  Creator: 17,
};
/** How many of the billed cast a title brings (the rest are rarely more than a name). */
export const CAST_MAX = 15;

/** The person an import credits, with the profession their credit shows (a slug of ours, when we have it). */
export type Credit = { tmdbId: number; name: string; profilePath: string | null; profession: string | undefined };

/** The profession a crew job shows, by our job number. */
const JOB_PROFESSIONS: Record<number, string> = {
  1: 'director',
  3: 'producer',
  4: 'producer',
  5: 'producer',
  6: 'writer',
  7: 'cinematographer',
  8: 'composer',
  9: 'sound-designer',
  10: 'production-designer',
  11: 'editor',
  13: 'costume-designer',
  17: 'writer',
};
const actorProfession = (gender: number | undefined) => (gender === 1 ? 'actress' : 'actor');

/** The crew with the jobs we know, one entry a person with all their jobs. */
export function crewOf(crew: TmdbCrew[]): { person: Credit; jobs: number[] }[] {
  const byPerson = new Map<number, { person: Credit; jobs: Set<number> }>();
  for (const c of crew) {
    const job = JOBS[c.job];
    if (!job) continue;
    const entry = byPerson.get(c.id) ?? {
      person: { tmdbId: c.id, name: c.name, profilePath: c.profile_path, profession: JOB_PROFESSIONS[job] },
      jobs: new Set<number>(),
    };
    entry.jobs.add(job);
    byPerson.set(c.id, entry);
  }
  return [...byPerson.values()].map((e) => ({ person: e.person, jobs: [...e.jobs] }));
}

/** The first billed actors with their characters. */
export function castOf(cast: TmdbCast[]): { person: Credit; role: string }[] {
  return [...cast]
    .sort((a, b) => a.order - b.order)
    .slice(0, CAST_MAX)
    .map((c) => ({
      person: { tmdbId: c.id, name: c.name, profilePath: c.profile_path, profession: actorProfession(c.gender) },
      role: clip(c.character ?? '', TITLE_MAX),
    }));
}

/** Professions by TMDB's department (an actor's by gender, TMDB's 1 being female). */
const PROFESSIONS: Record<string, string> = {
  Directing: 'director',
  Writing: 'writer',
  Production: 'producer',
  Camera: 'cinematographer',
  Sound: 'composer',
  Editing: 'editor',
  Art: 'production-designer',
  'Costume & Make-Up': 'costume-designer',
};
export const departmentProfession = (department: string | null, gender: number) =>
  department === 'Acting' ? actorProfession(gender) : PROFESSIONS[department ?? ''];

export function professionIdsOf(slug: string | undefined, refs: ReferenceIndex): number[] {
  const id = slug ? refs.professions.get(slug) : undefined;
  return id === undefined ? [] : [id];
}

/** The US certificate in our four ratings (1 NR, 2 G, 3 PG, 4 R). */
const RATINGS: Record<string, number> = {
  G: 2,
  'TV-Y': 2,
  'TV-Y7': 2,
  'TV-G': 2,
  PG: 3,
  'PG-13': 3,
  'TV-PG': 3,
  'TV-14': 3,
  R: 4,
  'NC-17': 4,
  'TV-MA': 4,
};
export const ratingOf = (certificate: string | undefined) => RATINGS[certificate ?? ''] ?? 1;

export const movieCertificate = (m: TmdbMovie) =>
  m.release_dates?.results
    .find((r) => r.iso_3166_1 === 'US')
    ?.release_dates.map((d) => d.certification)
    .find(Boolean);
export const tvCertificate = (t: TmdbTv) => t.content_ratings?.results.find((r) => r.iso_3166_1 === 'US')?.rating;

/** The official YouTube trailer (else any YouTube trailer) as a watch link, or empty. */
export function trailerOf(videos: TmdbMovie['videos']): string {
  const trailers = (videos?.results ?? []).filter((v) => v.site === 'YouTube' && v.type === 'Trailer');
  const best = trailers.find((v) => v.official) ?? trailers[0];
  return best ? `https://www.youtube.com/watch?v=${encodeURIComponent(best.key)}` : '';
}

/** The Mongolian translation's data, when TMDB holds one. */
export const mongolianOf = <D>(translations: { translations: { iso_639_1: string; data: D }[] } | undefined) =>
  translations?.translations.find((t) => t.iso_639_1 === 'mn')?.data;

/** The year of TMDB's `YYYY-MM-DD`, or null. */
export const yearOf = (date: string | null | undefined) => {
  const year = Number(date?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
};

export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
export const clipPlot = (text: string | undefined) => clip(text ?? '', PLOT_MAX);
export const clipEpisodePlot = (text: string | undefined) => clip(text ?? '', EPISODE_PLOT_MAX);

/** A person's years and names in our fields (the Mongolian name only from TMDB's Mongolian translation). */
export function personFields(p: TmdbPerson) {
  const mn = mongolianOf(p.translations);
  return {
    nameMn: clip(mn?.name ?? '', TITLE_MAX),
    nameEn: clip(p.name, TITLE_MAX),
    born: yearOf(p.birthday),
    died: yearOf(p.deathday),
    biography: clip(mn?.biography ?? '', BIOGRAPHY_MAX),
    biographyEn: clip(p.biography ?? '', BIOGRAPHY_MAX),
  };
}

/** TMDB's IMDb id when it is one (`tt` and digits), else null. */
export const imdbIdOf = (id: string | null | undefined) => (id && /^tt\d{5,10}$/.test(id) ? id : null);

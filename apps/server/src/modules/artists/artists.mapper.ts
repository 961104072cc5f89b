import type { ArtistDetail } from '@mfi/contract/artists.schemas';
import { ACTOR_LABEL, ACTOR_LABEL_EN, jobNames } from '@mfi/contract/catalogue.enums';
import type { MediaUrls } from '../../lib/storage';
import type { ArtistDetailRow, ArtistListRow } from './artists.queries';
import type { SelfAppearanceRow } from './artist-selves.queries';
import type { CollabRow, MovieLinks } from './artist-works.queries';

export const toArtistListItem = (r: ArtistListRow, media: MediaUrls) => ({
  id: r.id,
  person_slug: r.slug,
  photo: media.urlOf(r.photo),
  pro_name: r.proName,
  pro_name_en: r.proNameEn,
  born: r.bornYear,
  died: r.diedYear,
  publish: r.publish,
});

export function toArtistDetail(r: ArtistDetailRow, media: MediaUrls): ArtistDetail {
  const a = r.artist;
  const country = (c: { id: number; nameMn: string; nameEn: string }) => ({
    id: c.id,
    country_mongol_name: c.nameMn,
    country_english_name: c.nameEn,
  });
  return {
    id: a.id,
    person_slug: a.slug,
    pro_name: a.proName,
    pro_name_en: a.proNameEn,
    first_name: a.firstName,
    last_name: a.lastName,
    photo: media.urlOf(a.photo),
    professions: r.professions.map((p) => ({
      id: p.id,
      profession_mongol_title: p.nameMn,
      profession_english_title: p.nameEn,
      is_actor: p.isActor,
    })),
    countries: r.countries.filter((c) => !c.former).map(country),
    old_countries: r.countries.filter((c) => c.former).map(country),
    born: a.bornYear,
    died: a.diedYear,
    quotes: r.quotes.map((q) => ({ id: q.id, quote: q.quote })),
    biography: a.biography,
    biography_en: a.biographyEn,
    festival: a.festival,
    user_like: false, // the reader's own, added after the cache (artists.service)
    likes: a.likesCount,
    publish: a.publish,
  };
}

/**
 * One entry per movie (jobs and characters joined), grouped by decade, newest decade and newest
 * movie first (part 2 section 3 "Movie group").
 */
export function toMovieGroups({ crew, cast }: MovieLinks, media: MediaUrls) {
  type Entry = { movie: (typeof crew)[number]; jobs: number[]; roles: string[] };
  const byMovie = new Map<number, Entry>();
  const entryOf = (movie: Entry['movie']) =>
    byMovie.get(movie.id) ?? byMovie.set(movie.id, { movie, jobs: [], roles: [] }).get(movie.id)!;
  for (const row of crew) entryOf(row).jobs.push(row.job);
  for (const row of cast) entryOf({ ...row, job: 0 }).roles.push(row.role);

  const decades = new Map<number, Entry[]>();
  for (const entry of byMovie.values()) {
    const decade = Math.floor(entry.movie.year / 10) * 10;
    (decades.get(decade) ?? decades.set(decade, []).get(decade)!).push(entry);
  }
  return [...decades.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, entries]) => ({
      year,
      movies: entries
        .sort((a, b) => b.movie.year - a.movie.year || a.movie.iTitle.localeCompare(b.movie.iTitle))
        .map(({ movie, jobs, roles }) => ({
          movie_slug: movie.slug,
          movie_poster: media.urlOf(movie.poster),
          m_title: movie.mTitle,
          i_title: movie.iTitle,
          year: movie.year,
          role: [...new Set(roles)].join(', '),
          job: jobNames(jobs, 'mn') || (roles.length ? ACTOR_LABEL : ''),
          job_en: jobNames(jobs, 'en') || (roles.length ? ACTOR_LABEL_EN : ''),
        })),
    }));
}

export const toCollab = (r: CollabRow, media: MediaUrls) => ({
  id: r.id,
  person_slug: r.slug,
  photo: media.urlOf(r.photo),
  pro_name: r.pro_name,
  shared: Number(r.shared),
});

/** Other appearances, newest first (a title before a journal of the same year, then by slug). */
export const toSelves = (rows: SelfAppearanceRow[], media: MediaUrls) =>
  [...rows]
    .sort((a, b) => b.year - a.year || a.type.localeCompare(b.type) || a.slug.localeCompare(b.slug))
    .map((r) => ({
      type: r.type,
      slug: r.slug,
      poster: media.urlOf(r.poster),
      year: r.year,
      type_slug: r.typeSlug,
      sub_type_slug: r.subTypeSlug,
    }));

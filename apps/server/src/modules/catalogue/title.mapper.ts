import { jobNames } from '@mfi/contract/catalogue.enums';
import { splitLoadMore } from '../../lib/pagination';
import type { MediaUrls } from '../../lib/storage';

// What movies and serials answer alike (part 2 section 7): a card's titles and grades, and the crew and
// cast pages of a title.

/** Grades are kept as reals; the site shows whole percents. */
export const percent = (grade: number | null) => (grade === null ? null : Math.round(grade));

/** The columns every title card shows; a kind's card row adds its years (a movie its category). */
export type TitleCardRow = {
  id: number;
  slug: string;
  poster: string | null;
  iTitle: string;
  mTitle: string;
  oTitle: string;
  format: number;
  publish: boolean;
  criticGrade: number | null;
  criticCount: number;
  audienceGrade: number | null;
  audienceCount: number;
};

/** The titles and figures of a movie or serial card (the kind adds its slug, poster and years). */
export const titleCardCommon = (row: TitleCardRow) => ({
  i_title: row.iTitle,
  m_title: row.mTitle,
  o_title: row.oTitle,
  format: row.format,
  publish: row.publish,
  grade: percent(row.criticGrade),
  critics: row.criticCount,
  a_grade: percent(row.audienceGrade),
  audiences: row.audienceCount,
});

/** An artist's jobs on a title, by their Mongolian names and (designed, for the English interface) English ones. */
export const jobsOf = (jobs: number[]) => ({ job: jobNames(jobs, 'mn'), job_en: jobNames(jobs, 'en') });

type Person = { id: number; slug: string; proName: string; proNameEn: string; photo: string | null };

/** A load-more page of a title's crew (one entry per artist, with their jobs). */
export function crewPage(media: MediaUrls, rows: (Person & { jobs: number[] })[]) {
  const { items, end_point } = splitLoadMore(rows);
  return {
    artists: items.map((a) => ({
      id: a.id,
      person_slug: a.slug,
      pro_name: a.proName,
      pro_name_en: a.proNameEn,
      photo: media.urlOf(a.photo),
      ...jobsOf(a.jobs),
    })),
    end_point,
  };
}

/** A load-more page of a title's cast with their characters. */
export function castPage(media: MediaUrls, rows: (Person & { role: string })[]) {
  const { items, end_point } = splitLoadMore(rows);
  return {
    roles: items.map((r) => ({
      role: r.role,
      actor: {
        id: r.id,
        person_slug: r.slug,
        pro_name: r.proName,
        pro_name_en: r.proNameEn,
        photo: media.urlOf(r.photo),
      },
    })),
    end_point,
  };
}

type Named = { id: number; name: string; name_en: string | null };

/** A title's reference lists on its detail page, under the spec's keys (English name or the Mongolian). */
export const titleReferences = (row: Record<'languages' | 'genres' | 'subgenres' | 'countries' | 'tags', Named[]>) => ({
  languages: row.languages.map((r) => ({
    id: r.id,
    language_mongol_name: r.name,
    language_english_name: r.name_en ?? r.name,
  })),
  genres: row.genres.map((r) => ({ id: r.id, genre_mongol_name: r.name, genre_english_name: r.name_en ?? r.name })),
  subgenres: row.subgenres.map((r) => ({
    id: r.id,
    sub_genre_mongol_name: r.name,
    sub_genre_english_name: r.name_en ?? r.name,
  })),
  countries: row.countries.map((r) => ({
    id: r.id,
    country_mongol_name: r.name,
    country_english_name: r.name_en ?? r.name,
  })),
  tags: row.tags.map((r) => ({ id: r.id, tag_name: r.name, tag_name_en: r.name_en })),
});

/** What a movie's and a serial's detail say alike: media, titles, plots, trailer, figures and flags. */
export const titleDetailCommon = (
  media: MediaUrls,
  t: TitleCardRow & {
    background: string | null;
    plot: string;
    enPlot: string;
    trailer: string;
    rating: number;
    runtime: number;
    theater: boolean;
  },
) => ({
  id: t.id,
  slug: t.slug,
  poster: media.urlOf(t.poster),
  background: media.urlOf(t.background),
  plot: t.plot,
  en_plot: t.enPlot,
  trailer: t.trailer,
  rating: t.rating,
  runtime: t.runtime,
  theater: t.theater,
  ...titleCardCommon(t),
});

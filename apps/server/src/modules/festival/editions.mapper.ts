import type { AnnualDetailResponse, AwardEntry, FestivalFilm } from '@mfi/contract/festival.schemas';
import { UB_OFFSET_MS } from '@mfi/contract/fields';
import type { MediaUrls } from '../../lib/storage';
import type { DirectorNames, EditionAwardRow, EditionRow } from './editions.queries';

// An edition, its award entries and its films → the spec's shapes (part 1: "Detail: image, description,
// agenda, year, award; winners (award, slug, name, image, poster, director names); nominees (nominee_name,
// movies)").

/**
 * The payment deadline as typed (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) in Ulaanbaatar time, the festival's
 * (UTC+8, no daylight saving) → the instant stored;
 * a date alone is the end of that day (23:59).
 */
export const deadlineOf = (text: string | null) =>
  text === null ? null : new Date(`${text.length === 10 ? `${text}T23:59` : text.slice(0, 16)}:00+08:00`);

/** The stored instant → Ulaanbaatar wall time, `YYYY-MM-DDTHH:mm` (what the form sends back). */
export const deadlineText = (at: Date | null) =>
  at === null ? null : new Date(at.getTime() + UB_OFFSET_MS).toISOString().slice(0, 16);

/** A film of the edition: a movie or a serial, with its directors' names. */
export type FilmRow = Pick<
  EditionAwardRow,
  'movieId' | 'serialId' | 'slug' | 'name' | 'nameEn' | 'image' | 'poster' | 'year'
>;

export function toFestivalFilm(row: FilmRow, directors: DirectorNames, media: MediaUrls): FestivalFilm {
  const kind = row.movieId !== null ? 'movie' : 'serial';
  const id = (row.movieId ?? row.serialId)!;
  const named = (kind === 'movie' ? directors.movies : directors.serials).get(id) ?? [];
  return {
    kind,
    id,
    slug: row.slug,
    name: row.name,
    name_en: row.nameEn ?? '',
    image: media.urlOf(row.image),
    poster: media.urlOf(row.poster),
    year: row.year,
    directors: named.map((d) => d.name),
    directors_en: named.map((d) => d.nameEn),
  };
}

/** An award entry; `seesArtist` false hides an unpublished artist from a reader who may not see them. */
export const toAwardEntry = (
  row: EditionAwardRow,
  directors: DirectorNames,
  media: MediaUrls,
  seesArtist: (publish: boolean) => boolean,
): AwardEntry => ({
  ...toFestivalFilm(row, directors, media),
  award_id: row.id,
  award: row.category,
  award_en: row.categoryEn,
  artist:
    row.artist && seesArtist(row.artist.publish)
      ? {
          slug: row.artist.slug,
          name: row.artist.name,
          name_en: row.artist.nameEn,
          image: media.urlOf(row.artist.photo),
        }
      : null,
});

/** The winners in entry order; the other entries grouped by category, in the order each category first came. */
export function toAnnualDetail(
  row: EditionRow,
  awards: { entry: AwardEntry; win: boolean }[],
  media: MediaUrls,
): AnnualDetailResponse {
  const e = row.edition;
  const nominees = new Map<string, AwardEntry[]>();
  for (const { entry, win } of awards)
    if (!win) nominees.set(entry.award, [...(nominees.get(entry.award) ?? []), entry]);
  return {
    festival: {
      slug: row.festival.slug,
      mongol_name: row.festival.mongolName,
      international_name: row.festival.internationalName,
    },
    award: row.festival.mongolName,
    award_en: row.festival.internationalName,
    id: e.id,
    year: e.year,
    image: media.url(e.poster),
    description: e.description,
    description_en: e.descriptionEn,
    agenda: e.agenda,
    agenda_en: e.agendaEn,
    guidance: e.guidance,
    guidance_en: e.guidanceEn,
    payment_deadline: deadlineText(e.paymentDeadline),
    results_date: e.resultsDate,
    winners: awards.filter((a) => a.win).map((a) => a.entry),
    // A category's English name: the first of its entries that has one.
    nominees: [...nominees].map(([nominee_name, movies]) => ({
      nominee_name,
      nominee_name_en: movies.find((m) => m.award_en)?.award_en ?? '',
      movies,
    })),
  };
}

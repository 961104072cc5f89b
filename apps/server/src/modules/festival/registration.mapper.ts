import type {
  CurrentAnnualResponse,
  RegistrationGuidanceResponse,
  RegistrationOwnFilmsResponse,
  RegistrationRow,
} from '@mfi/contract/festival.schemas';
import { csvOf } from '../../lib/csv';
import type { MediaUrls } from '../../lib/storage';
import { deadlineText } from './editions.mapper';
import type { EditionRow, ownDraftFilms, RegistrationListRow } from './registration.queries';

// Festival registration's answers: the current edition, the guidance, the entrant's own films, the admin's
// table and its CSV, and
// the dates as the fee mail and the CSV write them.

// ---------------------------------------------------------------------------------------------------
// Dates, on the festival's clock: Ulaanbaatar's (editions.mapper deadlineText).

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type Day = { year: number; month: number; day: number };
type Moment = Day & { time: string };

/** A `YYYY-MM-DD` date column. */
function dayOf(date: string): Day {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** A moment's date and `HH:mm` on Ulaanbaatar's clock. */
function inUlaanbaatar(at: Date): Moment {
  const wall = deadlineText(at)!; // YYYY-MM-DDTHH:mm
  return { ...dayOf(wall.slice(0, 10)), time: wall.slice(11) };
}

const dayMn = (d: Day) => `${d.year} оны ${d.month}-р сарын ${d.day}`;
const dayEn = (d: Day) => `${d.day} ${MONTHS_EN[d.month - 1]} ${d.year}`;

/** A deadline in both languages: «2026 оны 5-р сарын 25, 23:59 (Улаанбаатарын цагаар)», «25 May 2026, 23:59 …». */
export function deadlineWords(at: Date) {
  const m = inUlaanbaatar(at);
  return { mn: `${dayMn(m)}, ${m.time} (Улаанбаатарын цагаар)`, en: `${dayEn(m)}, ${m.time} (Ulaanbaatar time)` };
}

/** A date in both languages: «2026 оны 6-р сарын 1», «1 June 2026». */
export function dayWords(date: string) {
  const d = dayOf(date);
  return { mn: dayMn(d), en: dayEn(d) };
}

// ---------------------------------------------------------------------------------------------------
// Answers.

const festivalOf = (e: EditionRow) => ({
  slug: e.slug,
  mongol_name: e.mongolName,
  international_name: e.internationalName,
});

export function toCurrentAnnual(e: EditionRow, media: MediaUrls): CurrentAnnualResponse {
  return { ...festivalOf(e), year: e.year, poster: media.url(e.poster), background: media.url(e.background) };
}

export function toRegistrationGuidance(
  e: EditionRow,
  canRegister: boolean,
  entrantRequested: boolean,
): RegistrationGuidanceResponse {
  return {
    success: true,
    festival: festivalOf(e),
    year: e.year,
    guidance: e.guidance,
    guidance_en: e.guidanceEn,
    // As the edition's form and detail give it: the festival's wall time, `YYYY-MM-DDTHH:mm`.
    payment_deadline: deadlineText(e.paymentDeadline),
    results_date: e.resultsDate,
    can_register: canRegister,
    entrant_requested: entrantRequested,
  };
}

export function toRegistrationRow(r: RegistrationListRow): RegistrationRow {
  return {
    id: r.id,
    movie: r.movie,
    director_id: r.directorRegisterNumber,
    director: r.director,
    user: r.user,
    email: r.email,
    phone_code: r.phoneCode,
    phone_number: r.phoneNumber,
    movie_link: r.movieLink,
    created_at: r.createdAt.toISOString(),
  };
}

const CSV_HEADER = ['film', 'director register number', 'director', 'username', 'email', 'phone', 'link', 'date'];

/** The admin's table as a spreadsheet: the same rows, the phone as «976 99112233», the date Ulaanbaatar's. */
export function toRegistrationsCsv(rows: RegistrationListRow[]) {
  return csvOf([
    CSV_HEADER,
    ...rows.map((r) => [
      r.movie.title,
      r.directorRegisterNumber,
      r.director?.name ?? '',
      r.user.username,
      r.email,
      `${r.phoneCode} ${r.phoneNumber}`,
      r.movieLink,
      deadlineText(r.createdAt)!.replace('T', ' '),
    ]),
  ]);
}

export function toOwnFilm(
  row: Awaited<ReturnType<typeof ownDraftFilms>>[number],
  media: MediaUrls,
): RegistrationOwnFilmsResponse['films'][number] {
  return {
    id: row.id,
    slug: row.slug,
    m_title: row.mTitle,
    i_title: row.iTitle,
    year: row.year,
    poster: media.urlOf(row.poster),
  };
}

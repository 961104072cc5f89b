import type {
  CurrentAnnualResponse,
  RegistrationGuidanceResponse,
  RegistrationRow,
} from '@mfi/contract/festival.schemas';
import { csvOf } from '../../lib/csv';
import type { EditionRow, RegistrationListRow } from './registration.queries';

// Festival registration's answers: the current edition, the guidance, the admin's table and its CSV, and
// the dates as the fee mail and the CSV write them.

// ---------------------------------------------------------------------------------------------------
// Dates. The festival is held in Mongolia: its deadlines are Ulaanbaatar time, UTC+8 all year (no summer
// time since 2017), whatever the server's zone.

const ULAANBAATAR_OFFSET_MS = 8 * 3_600_000;
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

/** A moment's date and `HH:mm` on Ulaanbaatar's clock. */
function inUlaanbaatar(at: Date): Moment {
  const local = new Date(at.getTime() + ULAANBAATAR_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** A `YYYY-MM-DD` date column. */
function dayOf(date: string): Day {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
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

/** `YYYY-MM-DD<separator>HH:mm` on Ulaanbaatar's clock. */
function wallTime(at: Date, separator: 'T' | ' ') {
  const m = inUlaanbaatar(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${m.year}-${pad(m.month)}-${pad(m.day)}${separator}${m.time}`;
}

// ---------------------------------------------------------------------------------------------------
// Answers.

const festivalOf = (e: EditionRow) => ({
  slug: e.slug,
  mongol_name: e.mongolName,
  international_name: e.internationalName,
});

export function toCurrentAnnual(e: EditionRow, mediaUrl: (key: string) => string): CurrentAnnualResponse {
  return { ...festivalOf(e), year: e.year, poster: mediaUrl(e.poster), background: mediaUrl(e.background) };
}

export function toRegistrationGuidance(e: EditionRow): RegistrationGuidanceResponse {
  return {
    success: true,
    festival: festivalOf(e),
    year: e.year,
    guidance: e.guidance,
    guidance_en: e.guidanceEn,
    // As the edition's form and detail give it: the festival's wall time, `YYYY-MM-DDTHH:mm`.
    payment_deadline: e.paymentDeadline && wallTime(e.paymentDeadline, 'T'),
    results_date: e.resultsDate,
  };
}

export function toRegistrationRow(r: RegistrationListRow): RegistrationRow {
  return {
    id: r.id,
    movie: r.movie,
    director: r.director,
    user: r.user,
    email: r.email,
    phone_code: r.phoneCode,
    phone_number: r.phoneNumber,
    movie_link: r.movieLink,
    created_at: r.createdAt.toISOString(),
  };
}

const CSV_HEADER = ['film', 'director', 'username', 'email', 'phone', 'link', 'date'];

/** The admin's table as a spreadsheet: the same rows, the phone as «976 99112233», the date Ulaanbaatar's. */
export function toRegistrationsCsv(rows: RegistrationListRow[]) {
  return csvOf([
    CSV_HEADER,
    ...rows.map((r) => [
      r.movie.title,
      r.director.name,
      r.user.username,
      r.email,
      `${r.phoneCode} ${r.phoneNumber}`,
      r.movieLink,
      wallTime(r.createdAt, ' '),
    ]),
  ]);
}

import { href } from '@mfi/contract/routes';
import { plainCsvOf } from '../../lib/csv';
import type {
  CommentRow,
  DetailedReviewRow,
  DiaryRow,
  FlagRow,
  JournalRow,
  ListRow,
  MemberRow,
  MessageRow,
  ProfileRow,
  RatingRow,
  ReactionRow,
  TitleRef,
} from './user-export.queries';

// The member's rows → the export's files (issue 29 part 3, decision 038). The files Letterboxd writes keep
// its exact columns in its order (diary.csv, ratings.csv, reviews.csv, watched.csv, watchlist.csv, lists/*.csv),
// so they import back there and into our own importer; our own columns follow Letterboxd's, never between them.
// Letterboxd's URI column holds the title's address here; `tmdbID` is the column name Letterboxd's importer reads.

/** Our grade (0–100) as Letterboxd's stars: half steps from 0.5 to 5 (the importer's rule read backwards). */
export const starsOf = (grade: number | null | undefined) =>
  grade === null || grade === undefined ? '' : String(Math.max(1, Math.round(grade / 10)) / 2);

/** The title's page on this site, as an absolute address. */
export function titleUrl(site: string, t: TitleRef): string {
  switch (t.kind) {
    case 'movie':
      return site + href('movie-detail', { slug: t.slug });
    case 'serial':
      return site + href('serial-detail', { slug: t.slug });
    case 'season':
      return site + href('season-detail', { serialSlug: t.slug, seasonSlug: t.seasonSlug! });
    case 'episode':
      return (
        site + href('episode-detail', { serialSlug: t.slug, seasonSlug: t.seasonSlug!, episodeSlug: t.episodeSlug! })
      );
  }
}

/** Our columns after Letterboxd's, for every file of titles. */
export const TITLE_COLUMNS = ['tmdbID', 'Kind', 'Title (MN)', 'Season', 'Episode', 'Episode Name'];
const titleCells = (t: TitleRef) => [
  t.tmdbId === null ? '' : String(t.tmdbId),
  t.kind,
  t.mTitle,
  t.seasonNum === null ? '' : String(t.seasonNum),
  t.episodeNum === null ? '' : String(t.episodeNum),
  t.episodeName ?? '',
];
/** Letterboxd's Name, Year and URI of a title. */
const named = (site: string, t: TitleRef) => [t.iTitle, String(t.year), titleUrl(site, t)];

/** The first five columns of Letterboxd's diary, ratings and reviews files: the day, the title, its stars. */
const GRADED_HEAD = ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'];
const gradedHead = (site: string, r: TitleRef & { day: string; grade: number | null }) => [
  r.day,
  ...named(site, r),
  starsOf(r.grade),
];
const gradeCell = (grade: number | null) => (grade === null ? '' : String(grade));

/**
 * diary.csv: Letterboxd's diary columns (Date is the day the entry was logged), then the entry's review under
 * the name Letterboxd's importer reads, ours, and the exact grade.
 */
export function diaryCsv(site: string, rows: DiaryRow[]) {
  return plainCsvOf([
    [...GRADED_HEAD, 'Rewatch', 'Tags', 'Watched Date', 'Review', ...TITLE_COLUMNS, 'Grade'],
    ...rows.map((r) => [
      ...gradedHead(site, r),
      r.rewatch ? 'Yes' : '',
      r.tags.join(', '),
      r.watchedOn,
      r.review,
      ...titleCells(r),
      gradeCell(r.grade),
    ]),
  ]);
}

/** ratings.csv: Date, Name, Year, Letterboxd URI, Rating, then ours (the grade exactly). */
export function ratingsCsv(site: string, rows: RatingRow[]) {
  return plainCsvOf([
    [...GRADED_HEAD, ...TITLE_COLUMNS, 'Grade'],
    ...rows.filter((r) => r.grade !== null).map((r) => [...gradedHead(site, r), ...titleCells(r), gradeCell(r.grade)]),
  ]);
}

/** reviews.csv: the short reviews, Letterboxd's reviews columns, then ours. */
export function reviewsCsv(site: string, rows: RatingRow[]) {
  return plainCsvOf([
    [...GRADED_HEAD, 'Rewatch', 'Review', 'Tags', 'Watched Date', ...TITLE_COLUMNS, 'Grade', 'Spoiler'],
    ...rows
      .filter((r) => r.review.trim() !== '')
      .map((r) => [
        ...gradedHead(site, r),
        '',
        r.review,
        '',
        '',
        ...titleCells(r),
        gradeCell(r.grade),
        r.spoiler ? 'Yes' : '',
      ]),
  ]);
}

/** watched.csv, watchlist.csv, favourites.csv, watching.csv: Date, Name, Year, Letterboxd URI, then ours. */
export function flagCsv(site: string, rows: FlagRow[], flag: FlagRow['flag']) {
  return plainCsvOf([
    ['Date', 'Name', 'Year', 'Letterboxd URI', ...TITLE_COLUMNS],
    ...rows.filter((r) => r.flag === flag).map((r) => [r.day, ...named(site, r), ...titleCells(r)]),
  ]);
}

export function reactionsCsv(site: string, rows: ReactionRow[]) {
  return plainCsvOf([
    ['Name', 'Year', 'URL', ...TITLE_COLUMNS, 'Slot', 'Reaction'],
    ...rows.map((r) => [...named(site, r), ...titleCells(r), String(r.slot), r.reaction]),
  ]);
}

/** A list in Letterboxd's list export: its own header, one row about the list, a blank line, then the titles. */
export function listCsv(site: string, ownerSlug: string, list: ListRow) {
  const path = href(list.kind === 'movie' ? 'user-movie-list-detail' : 'user-serial-list-detail', {
    slug: ownerSlug,
    listSlug: list.slug,
  });
  return plainCsvOf([
    ['Letterboxd list export v7'],
    ['Date', 'Name', 'Tags', 'URL', 'Description'],
    [list.day, list.title, '', site + path, list.about],
    [],
    ['Position', 'Name', 'Year', 'URL', 'Description'],
    ...list.items.map((i) => [String(i.position), ...named(site, i.title), i.description]),
  ]);
}

/** A file name of ASCII letters, digits and dashes (a slug may hold Cyrillic; the id keeps names apart). */
export const fileNameOf = (slug: string, id: number) =>
  `${
    slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'item'
  }-${id}`;

export const listFileName = (list: ListRow) => `lists/${list.kind}-${fileNameOf(list.slug, list.id)}.csv`;

export function membersCsv(site: string, rows: MemberRow[]) {
  return plainCsvOf([
    ['Date', 'Username', 'URL'],
    ...rows.map((m) => [m.day, m.username, site + href('user-feed', { slug: m.slug })]),
  ]);
}

export const messagesCsv = (rows: MessageRow[]) =>
  plainCsvOf([
    ['Date', 'Id', 'Message', 'Likes', 'Comments'],
    ...rows.map((m) => [m.createdAt, String(m.id), m.body, String(m.likes), String(m.comments)]),
  ]);

export const commentsCsv = (rows: CommentRow[]) =>
  plainCsvOf([
    ['Date', 'Id', 'Message Id', 'Message Author', 'Comment', 'Likes'],
    ...rows.map((c) => [c.createdAt, String(c.id), String(c.messageId), c.messageAuthor, c.body, String(c.likes)]),
  ]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stored HTML fragment (sanitized when it was written) as a page of its own. */
function htmlPage(title: string, facts: [string, string][], body: string) {
  const dl = facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  return `<!doctype html>
<html lang="mn">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<dl>${dl}</dl>
<article>
${body}
</article>
</body>
</html>
`;
}

export const detailedReviewFileName = (r: DetailedReviewRow) => {
  const parts = [
    r.slug,
    r.seasonNum === null ? '' : `s${r.seasonNum}`,
    r.episodeNum === null ? '' : `e${r.episodeNum}`,
  ];
  return `reviews/detailed/${r.kind}-${fileNameOf(parts.filter(Boolean).join('-'), r.id)}.html`;
};

export function detailedReviewHtml(site: string, r: DetailedReviewRow) {
  return htmlPage(
    r.title,
    [
      ['Title', [r.iTitle, r.mTitle].filter((v, i, all) => all.indexOf(v) === i).join(' / ')],
      ['URL', titleUrl(site, r)],
      ['Written', r.createdAt],
      ['Changed', r.updatedAt],
    ],
    r.review,
  );
}

export const journalFileName = (j: JournalRow) => `journals/${fileNameOf(j.slug, j.id)}.html`;

export const journalHtml = (j: JournalRow) =>
  htmlPage(
    j.title,
    [
      ['Written', j.createdAt],
      ['Published', j.published ? 'Yes' : 'No'],
    ],
    j.content,
  );

/** profile.json: the account and profile as the member filled them in. */
export function profileJson(site: string, p: ProfileRow, images: { photo: string | null; background: string | null }) {
  return `${JSON.stringify(
    {
      username: p.username,
      slug: p.slug,
      url: site + href('user-feed', { slug: p.slug }),
      email: p.email,
      phone: p.phone,
      firstname: p.firstname,
      lastname: p.lastname,
      registered: p.createdAt,
      birthday: p.birthday,
      birthday_hidden: p.birthdayHidden,
      country: p.countryCode ? { code: p.countryCode, name: p.countryName } : null,
      bio: p.bio,
      facebook: p.facebook,
      instagram: p.instagram,
      twitter: p.twitter,
      youtube: p.youtube,
      youtube_name: p.youtubeName,
      youtube_banner: p.youtubeBanner,
      photo: images.photo,
      background: images.background,
    },
    null,
    2,
  )}\n`;
}

import { DIARY_PER_PAGE } from '@mfi/contract/limits';
import {
  DIARY_KINDS,
  type DiaryAddBody,
  type DiaryEntry,
  type DiaryKind,
  type DiaryResponse,
  type DiaryUpdateBody,
} from '@mfi/contract/diary.schemas';
import { ubToday } from '@mfi/contract/fields';
import { type DiaryTitle, diaryAfterWrite } from '../../after-write/diary.after-write';
import { memberTags } from '../../after-write/profile.after-write';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import { gradedParts, serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext, ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import {
  authorize as authorizeTitle,
  can as canOnTitle,
  seesUnpublished,
  type Subject,
} from '../../policies/catalogue.policy';
import { authorize } from '../../policies/diary.policy';
import { diaryPagePermissionsOf, diaryPermissionsOf } from '../../policies/permissions';
import { can as canOnProfile } from '../../policies/profile.policy';
import { setMovieWatched } from '../movies/movie-flags.service';
import { findMember, ownerSubject } from '../profiles/profiles.service';
import { gradeEpisode, gradeMovies, type Rater } from '../reviews/viewing-grades.service';
import { setEpisodeWatched } from '../serials/episodes.service';
import { toDiaryEntry } from './diary.mapper';
import * as q from './diary.queries';

// The diary (issue 29, docs/decisions/036-diary.md): a member's dated viewings. Several viewings of one
// title are kept apart; the title's rating is the member's one rating, as before, and the diary moves it
// only when a write changes which viewing is the latest-dated graded one (or its grade):
// - logging or editing: that viewing's grade becomes the rating (rate_movie / rate_episode, through the
//   reviews' door, which also marks the title watched and writes the feed card);
// - deleting the latest graded viewing: the next latest graded one's grade; none left, the rating stays
//   (the member rated the title, and a diary line taken back does not unsay it);
// - a viewing that leaves the latest graded one as it was (an older date, no grade) leaves the rating,
//   so a grade given on the rating panel after the diary's is kept.
// Every viewing marks its title watched (a season: its published episodes); a delete leaves the flag.

/** A viewing as the importer and the add call hand it: the title by kind and id, the day (today by default). */
export type Viewing = {
  kind: DiaryKind;
  id: number;
  date?: string;
  rewatch?: boolean;
  grade?: number | null;
  review?: string;
  tags?: string[];
  /** An import's row key: a key the member already used answers its entry and writes nothing. */
  importKey?: string;
};

/** What `logViewings` answers per viewing: the entry, and whether this call made it (false: the import key's). */
export type Logged = { id: number; created: boolean };

/** A title a viewing names, found with its publish chain and the parts its grades show on. */
type Title =
  | { kind: 'movie'; id: number }
  | { kind: 'season'; id: number; serialId: number }
  | {
      kind: 'episode';
      id: number;
      seasonId: number;
      serialId: number;
      address: { serialSlug: string; seasonSlug: string; episodeSlug: string };
    };

const keyOf = (t: q.TitleKey) => `${t.kind}:${t.id}`;

/** Viewings per transaction in `logViewings`: an import of 10,000 rows holds no lock for long. */
const CHUNK = 500;

/** A title a viewing names, with the subject the catalogue policy weighs (its whole publish chain). */
async function lookupTitle(db: Executor, key: q.TitleKey): Promise<{ title: Title; subject: Subject } | undefined> {
  if (key.kind === 'movie') {
    const [row] = await q.findMovieTitles(db, [key.id]);
    return row && { title: { kind: 'movie', id: row.id }, subject: { kind: 'movie', publish: row.publish } };
  }
  if (key.kind === 'season') {
    const row = await q.findSeasonTitle(db, key.id);
    return (
      row && {
        title: { kind: 'season', id: row.id, serialId: row.serialId },
        subject: { kind: 'season', publish: row.publish },
      }
    );
  }
  const row = await q.findEpisodeTitle(db, key.id);
  if (!row) return undefined;
  const { serialSlug, seasonSlug, episodeSlug } = row;
  const title: Title = {
    kind: 'episode',
    id: row.id,
    seasonId: row.seasonId,
    serialId: row.serialId,
    address: { serialSlug, seasonSlug, episodeSlug },
  };
  return { title, subject: { kind: 'episode', publish: row.publish } };
}

/** The title behind a new viewing: 404 when missing or unpublished (unpublished titles take no viewings). */
async function findTitle(db: Executor, user: AuthUser, key: q.TitleKey): Promise<Title> {
  const found = await lookupTitle(db, key);
  if (!found) throw notFound();
  authorizeTitle(user, 'review', found.subject);
  return found.title;
}

/** The titles behind new viewings, keyed `kind:id` (findTitle's rule; an import's movies in one statement). */
async function findTitles(db: Executor, user: AuthUser, keys: q.TitleKey[]) {
  const titles = new Map<string, Title>();
  const movieIds = [...new Set(keys.filter((k) => k.kind === 'movie').map((k) => k.id))];
  const found = new Map((await q.findMovieTitles(db, movieIds)).map((movie) => [movie.id, movie]));
  for (const id of movieIds) {
    const row = found.get(id);
    if (!row) throw notFound();
    authorizeTitle(user, 'review', { kind: 'movie', publish: row.publish });
    titles.set(keyOf({ kind: 'movie', id }), { kind: 'movie', id });
  }
  for (const key of keys) {
    if (key.kind !== 'movie' && !titles.has(keyOf(key))) titles.set(keyOf(key), await findTitle(db, user, key));
  }
  return titles;
}

/**
 * An entry's title at an edit or a delete: undefined when it is unpublished now (the entry may still be
 * edited or deleted, but an unpublished title takes no rating).
 */
async function titleForWrite(tx: Executor, user: AuthUser, key: q.TitleKey): Promise<Title | undefined> {
  const found = await lookupTitle(tx, key);
  return found && canOnTitle(user, 'review', found.subject) ? found.title : undefined;
}

/** The parts of the catalogue a write on the title refreshes (its after-write). */
const touched = (t: Title): DiaryTitle =>
  t.kind === 'movie'
    ? { kind: 'movie', id: t.id }
    : t.kind === 'season'
      ? { kind: 'serial', parts: { season: t.id, serial: t.serialId } }
      : { kind: 'serial', parts: gradedParts(t) };

/** The day of a viewing: today in Ulaanbaatar when absent; a later day is refused with the field's message. */
function dayOf(clock: ServiceDeps<'clock'>['clock'], date: string | undefined) {
  const today = ubToday(clock.now());
  if (date === undefined) return today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw fieldError('date', 'invalidValue');
  if (date > today) throw fieldError('date', 'diaryFutureDate');
  return date;
}

/** A season takes no grade (its grades are its episodes'). */
function checkGrade(kind: DiaryKind, grade: number | null | undefined) {
  if (kind === 'season' && grade != null) throw fieldError('grade', 'diarySeasonGrade');
  if (grade != null && !(Number.isInteger(grade) && grade >= 0 && grade <= 100))
    throw fieldError('grade', 'gradeInvalid');
}

/** The title is watched: through the movies' and serials' own writes, which end "watching" (and its card). */
async function markWatched(tx: Executor, userId: number, t: Title) {
  if (t.kind === 'movie') {
    await setMovieWatched(tx, t.id, userId, true);
    await movieAfterWrite.feed.watching(tx, userId, t.id, false);
    return;
  }
  const ids = t.kind === 'episode' ? [t.id] : await q.publishedEpisodesOf(tx, t.id);
  for (const id of ids) {
    await setEpisodeWatched(tx, id, userId, true);
    await serialAfterWrite.feed.watching(tx, userId, id, false);
  }
}

/**
 * Each title's latest graded viewing's grade becomes its rating, where the write changed which one that is
 * (or its grade); answers the titles rated (`kind:id`), which the rating also marked watched.
 */
async function settleRatings(tx: Executor, rater: Rater, titles: Title[], before: Map<string, q.Graded>) {
  const graded = titles.filter((t) => t.kind !== 'season');
  const after = await q.latestGradedOf(tx, rater.userId, graded);
  const changed = graded.flatMap((t) => {
    const [was, now] = [before.get(keyOf(t)), after.get(keyOf(t))];
    return now && !(was && was.id === now.id && was.grade === now.grade) ? [{ t, grade: now.grade }] : [];
  });
  const rated = new Set<string>();
  const movies = changed.flatMap(({ t, grade }) => (t.kind === 'movie' ? [{ movieId: t.id, grade }] : []));
  for (const id of await gradeMovies(tx, rater, movies)) rated.add(keyOf({ kind: 'movie', id }));
  for (const { t, grade } of changed) {
    if (t.kind === 'episode' && (await gradeEpisode(tx, rater, t.address, grade))) rated.add(keyOf(t));
  }
  return rated;
}

/**
 * Logs viewings of the member's (the importer's door): one transaction per 500, each viewing's title
 * checked (404 for a missing or unpublished one, which rolls its chunk back), its day checked (not after
 * today in Ulaanbaatar), then saved; an import key the member already used answers its entry unchanged.
 * Each title's rating follows its latest graded viewing, and the title is marked watched.
 */
export async function logViewings(
  ctx: ServiceDeps<'db' | 'cache' | 'clock'>,
  user: AuthUser,
  viewings: Viewing[],
): Promise<Logged[]> {
  const checked = viewings.map((v) => {
    checkGrade(v.kind, v.grade);
    return { ...v, date: dayOf(ctx.clock, v.date) };
  });
  const rater = { userId: user.id, critic: user.critic };
  const logged: Logged[] = [];
  const reached = new Map<string, Title>();
  try {
    for (let start = 0; start < checked.length; start += CHUNK) {
      const chunk = checked.slice(start, start + CHUNK);
      const saved = await ctx.db.transaction(async (tx) => {
        const titles = await findTitles(tx, user, chunk);
        const before = await q.latestGradedOf(tx, user.id, [...titles.values()]);
        const rows = await q.insertEntries(
          tx,
          chunk.map((v) => ({
            userId: user.id,
            ...q.titleColumns(v),
            watchedOn: v.date,
            rewatch: v.rewatch ?? false,
            grade: v.grade ?? null,
            review: v.review ?? '',
            tags: v.tags ?? [],
            importKey: v.importKey ?? null,
          })),
        );
        const made = new Map(rows.flatMap((r) => (r.importKey === null ? [] : [[r.importKey, r.id] as const])));
        const keyless = rows.filter((r) => r.importKey === null).map((r) => r.id);
        const keys = chunk.flatMap((v) => (v.importKey !== undefined && !made.has(v.importKey) ? [v.importKey] : []));
        const earlier = new Map((await q.findByImportKeys(tx, user.id, keys)).map((r) => [r.importKey!, r.id]));
        const written = new Set<string>();
        const claimed = new Set<string>(); // a key twice in one chunk: its first line made the entry
        const out = chunk.map((v): Logged => {
          if (v.importKey === undefined) {
            written.add(keyOf(v));
            return { id: keyless.shift()!, created: true };
          }
          const id = made.get(v.importKey);
          if (id !== undefined && !claimed.has(v.importKey)) {
            claimed.add(v.importKey);
            written.add(keyOf(v));
            return { id, created: true };
          }
          return { id: id ?? earlier.get(v.importKey)!, created: false };
        });
        // Only the titles this chunk added a viewing to: a re-run of an import moves nothing.
        const reachedNow = [...written].map((key) => titles.get(key)!);
        const rated = await settleRatings(tx, rater, reachedNow, before);
        for (const title of reachedNow) {
          if (!rated.has(keyOf(title))) await markWatched(tx, user.id, title);
          reached.set(keyOf(title), title);
        }
        return out;
      });
      logged.push(...saved);
    }
  } finally {
    // The chunks committed before a refused one stay: their titles refresh too.
    diaryAfterWrite.saved(ctx, user.id, [...reached.values()].map(touched));
  }
  return logged;
}

/** Logs one viewing (logViewings); answers the entry as the diary shows it. */
export async function logViewing(ctx: AppContext, user: AuthUser, viewing: Viewing): Promise<DiaryEntry> {
  const [{ id }] = await logViewings(ctx, user, [viewing]);
  return shownEntry(ctx, user, id);
}

/** POST /user/api/v-user-diary-add/. */
export const addDiaryEntry = (ctx: AppContext, user: AuthUser, body: DiaryAddBody) => logViewing(ctx, user, body);

async function shownEntry(ctx: ServiceDeps<'db' | 'storage'>, user: AuthUser, id: number) {
  const row = await q.entryWithTitle(ctx.db, id);
  if (!row) throw notFound();
  return toDiaryEntry(ctx.storage, row, diaryPermissionsOf(user, { kind: 'diary', ownerId: row.entry.userId }));
}

/**
 * POST /user/api/v-user-diary-update/: the owner or an admin sets the entry's day, rewatch, grade, review
 * and tags; the title's rating follows when the latest graded viewing changed (rated as its owner).
 */
export async function updateDiaryEntry(ctx: AppContext, user: AuthUser, body: DiaryUpdateBody) {
  const title = await ctx.db.transaction(async (tx) => {
    const found = await q.lockEntry(tx, body.id);
    if (!found) throw notFound();
    const { entry, ownerCritic } = found;
    authorize(user, 'edit', { kind: 'diary', ownerId: entry.userId });
    const key = q.titleOf(entry);
    checkGrade(key.kind, body.grade);
    const date = dayOf(ctx.clock, body.date);
    const before = await q.latestGradedOf(tx, entry.userId, [key]);
    await q.updateEntry(tx, entry.id, {
      watchedOn: date,
      rewatch: body.rewatch ?? false,
      grade: body.grade ?? null,
      review: body.review ?? '',
      tags: body.tags ?? [],
    });
    const title = await titleForWrite(tx, user, key);
    if (title) await settleRatings(tx, { userId: entry.userId, critic: ownerCritic }, [title], before);
    return { ownerId: entry.userId, title };
  });
  diaryAfterWrite.saved(ctx, title.ownerId, title.title ? [touched(title.title)] : []);
  return shownEntry(ctx, user, body.id);
}

/** POST /user/api/v-user-diary-delete/: the owner or an admin; the rating follows the next latest graded viewing. */
export async function deleteDiaryEntry(ctx: AppContext, user: AuthUser, id: number) {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await q.lockEntry(tx, id);
    if (!found) throw notFound();
    const { entry, ownerCritic } = found;
    authorize(user, 'edit', { kind: 'diary', ownerId: entry.userId });
    const key = q.titleOf(entry);
    const before = await q.latestGradedOf(tx, entry.userId, [key]);
    await q.deleteEntry(tx, entry.id);
    const title = await titleForWrite(tx, user, key);
    if (title) await settleRatings(tx, { userId: entry.userId, critic: ownerCritic }, [title], before);
    return { ownerId: entry.userId, title };
  });
  diaryAfterWrite.saved(ctx, done.ownerId, done.title ? [touched(done.title)] : []);
  return { success: true as const };
}

/**
 * GET /user/api/v-user-diary/?slug=&page=: the member's viewings, newest first, public as their profile
 * (guests read it); a caller who blocked the member reads it empty, as their feed (the profile policy's
 * `seeActivity`). Entries of titles the caller may not see (unpublished since) are left out.
 */
export async function memberDiary(
  ctx: ServiceDeps<'db' | 'storage' | 'cache'>,
  user: AuthUser | null,
  query: { slug: string; page: number },
): Promise<DiaryResponse> {
  // What a guest sees is cached by the slug, the member's id with it, under the member's tag (their own
  // writes drop it, as their feed's), so a guest's read touches no table; a slug no member has is never
  // cached. An editor's view, with viewings of unpublished titles, is read whole.
  const isPublic = DIARY_KINDS.every((kind) => !seesUnpublished(user, kind));
  const cached = await ctx.cache.wrapPublic(
    isPublic,
    `diary:${query.slug}:${query.page}`,
    async () => {
      const member = await findMember(ctx.db, query.slug);
      if (!member) throw notFound();
      const read = await q.diaryPage(ctx.db, {
        userId: member.id,
        viewer: isPublic ? null : user,
        page: pageOffset(query.page, DIARY_PER_PAGE),
      });
      const entries = read.rows.map((r) => toDiaryEntry(ctx.storage, r));
      const page = { count: read.total, page: pageCount(read.total, DIARY_PER_PAGE) };
      // The answer of every caller who may change nothing here: the same object on each hit, so it is
      // serialized once (plugins/memo-serializer.ts).
      const strangers = diaryPermissionsOf(null, { kind: 'diary', ownerId: member.id });
      const strangersPage = diaryPagePermissionsOf(null, member.id);
      const forStrangers = {
        ...page,
        results: entries.map((entry) => ({ ...entry, ...strangers })),
        ...strangersPage,
      };
      return { memberId: member.id, page, entries, forStrangers };
    },
    (v) => memberTags.pages(v.memberId),
  );
  const { memberId } = cached;
  const pageVerdicts = diaryPagePermissionsOf(user, memberId);
  if (!canOnProfile(user, 'seeActivity', await ownerSubject(ctx.db, user, memberId)))
    return { count: 0, page: 0, results: [], ...pageVerdicts };
  const verdicts = diaryPermissionsOf(user, { kind: 'diary', ownerId: memberId });
  if (!verdicts.can_edit && !pageVerdicts.can_import) return cached.forStrangers;
  return {
    ...cached.page,
    results: cached.entries.map((entry) => ({ ...entry, ...verdicts })),
    ...pageVerdicts,
  };
}

/**
 * Every entry of a member, oldest first, with its title's kind, slugs, names, year, runtime, genres,
 * countries, directors and poster key: the export and the year in review read the diary here.
 */
export const diaryEntriesOf = (db: Executor, userId: number) => q.allEntriesOf(db, userId);

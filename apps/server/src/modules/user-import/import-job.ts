import { ubToday } from '@mfi/contract/fields';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import type { Job } from '../../lib/job-queue';
import { activeMember } from '../accounts/sessions.service';
import { logViewings } from '../diary/diary.service';
import { importList } from '../lists/list-form.service';
import { importMovieFlags } from '../movies/movie-flags.service';
import { importMovieRatings } from '../reviews/movie-reviews.service';
import { importSerialWatchlist } from '../serials/serials.service';
import { APPLY_QUEUE, type ApplyJob } from './awaiting-titles';
import type { ImportEntry } from './import-files';
import * as q from './user-import.queries';

// The confirmed import as a job (decision 037), on the app's pg-boss queue (lib/job-queue, as the TMDB importer):
// the entries whose title is known are written through their owners' services, the diary first, then the
// ratings (Letterboxd's ratings.csv is the member's rating now, after the diary's dated grades), flags and
// lists, moving the import's progress after each step. Every write is idempotent (the diary's import key,
// ratings and flags set to a value, lists found by name), so a retried or repeated import doubles nothing.

export const IMPORT_QUEUE = 'user-import';
/** Two retries; an attempt lost with its server is retried after 15 minutes. */
const JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 15 * 60 };

type ImportJob = { importId: number };
type Log = { error(obj: object, msg: string): void };

/** Registers the workers; with an import unfinished (its server stopped), starts the queue and sends it again. */
export async function startUserImports(ctx: AppContext, log: Log) {
  await ctx.jobs.onStart(async (jobs) => {
    await jobs.define(IMPORT_QUEUE, JOB_OPTIONS);
    await jobs.define(APPLY_QUEUE, JOB_OPTIONS);
    await jobs.work<ImportJob>(IMPORT_QUEUE, 1, (job) => runImport(ctx, job, log));
    await jobs.work<ApplyJob>(APPLY_QUEUE, 1, (job) => applyAwaited(ctx, job.data));
  });
  const unfinished = await q.unfinishedImportIds(ctx.db);
  for (const id of unfinished) await sendImportJob(ctx, id);
}

export async function sendImportJob(ctx: Pick<AppContext, 'jobs'>, importId: number) {
  const jobs = await ctx.jobs.get();
  await jobs.send<ImportJob>(IMPORT_QUEUE, { importId }, `user-import-${importId}`);
}

async function runImport(ctx: AppContext, job: Job<ImportJob>, log: Log) {
  const row = await q.findImport(ctx.db, job.data.importId);
  if (!row || (row.state !== 'queued' && row.state !== 'running')) return;
  const user = await activeMember(ctx.db, row.userId);
  if (!user) return q.setImportState(ctx.db, row.id, { state: 'failed' });
  await q.setImportState(ctx.db, row.id, { state: 'running', done: 0 });
  try {
    const titles = await q.importTitles(ctx.db, row.id);
    const known = new Map(
      titles
        .filter((t) => t.titleId !== null && t.status !== 'missing')
        .map((t) => [t.row, { kind: t.titleKind as q.TitleKind, id: t.titleId! }]),
    );
    await applyEntries(ctx, user, row.entries as ImportEntry[], known, (n) => q.addProgress(ctx.db, row.id, n));
    await q.setImportState(ctx.db, row.id, { state: 'done', done: row.total });
  } catch (error) {
    log.error({ err: error, importId: row.id }, 'user import failed');
    if (job.retryCount >= job.retryLimit) await q.setImportState(ctx.db, row.id, { state: 'failed' });
    throw error;
  }
}

/** The rows that waited for a title now published: their entries are written as the import's would have been. */
async function applyAwaited(ctx: AppContext, data: ApplyJob) {
  const row = await q.findImport(ctx.db, data.importId);
  if (!row) return;
  const user = await activeMember(ctx.db, row.userId);
  if (!user) return;
  const rows = new Set(data.rows);
  const titles = await q.importTitles(ctx.db, row.id);
  const known = new Map(
    titles
      .filter((t) => rows.has(t.row) && t.titleId !== null)
      .map((t) => [t.row, { kind: t.titleKind as q.TitleKind, id: t.titleId! }]),
  );
  await applyEntries(
    ctx,
    user,
    (row.entries as ImportEntry[]).filter((e) => rows.has(e.title)),
    known,
    async () => {},
  );
}

type Known = Map<number, { kind: q.TitleKind; id: number }>;

/** The entries whose title is known and published, each through its owner's service; `progress` after each step. */
async function applyEntries(
  ctx: AppContext,
  user: AuthUser,
  entries: ImportEntry[],
  known: Known,
  progress: (n: number) => Promise<void>,
) {
  // A title unpublished since the preview takes nothing (its owners' writes would refuse it).
  const live = new Set<string>();
  for (const kind of ['movie', 'serial'] as const) {
    const ids = [...new Set([...known.values()].filter((k) => k.kind === kind).map((k) => k.id))];
    for (const t of await q.publishedTitles(ctx.db, kind, ids)) live.add(`${kind}:${t.id}`);
  }
  const titleOf = (e: ImportEntry) => {
    const k = known.get(e.title);
    return k && live.has(`${k.kind}:${k.id}`) ? k : undefined;
  };
  const movieOf = (e: ImportEntry) => {
    const k = titleOf(e);
    return k?.kind === 'movie' ? k.id : undefined;
  };
  const of = <W extends ImportEntry['what']>(what: W) =>
    entries.filter((e): e is Extract<ImportEntry, { what: W }> => e.what === what);

  // The diary: movies' viewings up to today in Ulaanbaatar (a later day is refused by the diary).
  const today = ubToday(ctx.clock.now());
  const diary = of('diary');
  const viewings = diary.flatMap((e) => {
    const id = movieOf(e);
    if (id === undefined || e.date > today) return [];
    return [
      {
        kind: 'movie' as const,
        id,
        date: e.date,
        rewatch: e.rewatch,
        grade: e.grade,
        review: e.review,
        tags: e.tags,
        importKey: e.key,
      },
    ];
  });
  for (let start = 0; start < viewings.length; start += STEP) {
    await logViewings(ctx, user, viewings.slice(start, start + STEP));
    await progress(Math.min(STEP, viewings.length - start));
  }
  await progress(diary.length - viewings.length);

  // Ratings: the last one a title gets in the file wins (Letterboxd's ratings.csv after its diary).
  const ratings = of('rating');
  const rated = new Map<number, { movieId: number; grade: number; review: string }>();
  for (const e of ratings) {
    const movieId = movieOf(e);
    if (movieId !== undefined) rated.set(movieId, { movieId, grade: e.grade, review: e.review });
  }
  await importMovieRatings(ctx, user, [...rated.values()]);
  await progress(ratings.length);

  const watched = of('watched');
  await importMovieFlags(ctx, user, 'watched', unique(watched.map(movieOf)));
  await progress(watched.length);

  const watchlist = of('watchlist');
  await importMovieFlags(ctx, user, 'watch', unique(watchlist.map(movieOf)));
  await importSerialWatchlist(
    ctx,
    user,
    unique(watchlist.map((e) => (titleOf(e)?.kind === 'serial' ? titleOf(e)!.id : undefined))),
  );
  await progress(watchlist.length);

  // Lists: one of ours per list of the file and kind of title, in the file's order.
  const lists = of('list');
  const byName = new Map<string, typeof lists>();
  for (const e of lists) byName.set(e.list, [...(byName.get(e.list) ?? []), e]);
  for (const [name, rows] of byName) {
    const sorted = [...rows].sort((a, b) => a.position - b.position);
    for (const kind of ['movie', 'serial'] as const) {
      const seen = new Set<number>();
      const items = sorted.flatMap((e) => {
        const t = titleOf(e);
        if (t?.kind !== kind || seen.has(t.id)) return [];
        seen.add(t.id);
        return [{ id: t.id, description: e.description }];
      });
      if (items.length) await importList(ctx, user, kind, { name, about: rows[0].about, items });
    }
  }
  await progress(lists.length);
}

/** Diary viewings written a call at a time (the diary's own transactions are of 500). */
const STEP = 1000;

const unique = (ids: (number | undefined)[]) => [...new Set(ids.filter((id): id is number => id !== undefined))];

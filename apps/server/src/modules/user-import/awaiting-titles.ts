import type { ServiceDeps } from '../../context';
import * as q from './user-import.queries';

// The door the movie and serial after-writes call when a title is published (decision 037): the file titles
// of members' imports that waited for its TMDB code are matched to it, and a job applies their rows. Only
// queries and the job queue here, so the after-writes import nothing that imports them back.

export const APPLY_QUEUE = 'user-import-apply';
export type ApplyJob = { importId: number; rows: number[] };
export type AwaitingDeps = ServiceDeps<'db' | 'jobs'>;

export async function titlePublished(ctx: AwaitingDeps, kind: q.TitleKind, titleId: number) {
  const tmdbId = await q.tmdbIdOf(ctx.db, kind, titleId);
  if (tmdbId === null) return;
  const settled = await q.settleAwaiting(ctx.db, kind, tmdbId, titleId);
  if (!settled.length) return;
  const byImport = new Map<number, number[]>();
  for (const s of settled) byImport.set(s.importId, [...(byImport.get(s.importId) ?? []), s.row]);
  const jobs = await ctx.jobs.get();
  for (const [importId, rows] of byImport) await jobs.send<ApplyJob>(APPLY_QUEUE, { importId, rows });
}

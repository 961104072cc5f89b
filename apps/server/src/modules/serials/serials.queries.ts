import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serials, serialUserFlags } from '../../db/schema';
import { findTitleRef } from '../../lib/catalogue-query';
import { writePublish } from '../../lib/publish-state';
import { userFlagRows } from '../../lib/user-flags';

/** A serial addressed by id or slug (the client sends `serial` as its id). */
export const findSerialRef = (db: Executor, ref: number | string) =>
  findTitleRef(db, serials, { iTitle: serials.iTitle, mTitle: serials.mTitle }, ref);
export type SerialRef = NonNullable<Awaited<ReturnType<typeof findSerialRef>>>;

/** The user's favourite and to-watch flags on a serial. */
export const {
  find: findSerialFlags,
  lock: lockSerialFlags,
  save: saveSerialFlags,
} = userFlagRows(serialUserFlags, 'serialId', { favorite: serialUserFlags.favorite, watch: serialUserFlags.watch });

export const toggleSerialPublish = (db: Executor, serialId: number, to?: boolean) =>
  writePublish(db, serials, serialId, to);

/**
 * The figures of a season or serial from its published episodes (SQL functions in db/functions, shared
 * with rate_episode): the critic and audience grades average the graded episodes' grades, the counts sum theirs.
 */
export async function recomputeSeasonFigures(db: Executor, seasonId: number) {
  await db.execute(sql`select recompute_season_figures(${seasonId}::int)`);
}

/** A serial's figures count the published episodes of its published seasons. */
export async function recomputeSerialFigures(db: Executor, serialId: number) {
  await db.execute(sql`select recompute_serial_figures(${serialId}::int)`);
}

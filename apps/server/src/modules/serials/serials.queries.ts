import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serials, serialUserFlags } from '../../db/schema';
import { nextPublish } from '../../lib/publish-state';

/** A serial addressed by id or slug (the client sends `serial` as its id). */
export async function findSerialRef(db: Executor, ref: number | string) {
  const [row] = await db
    .select({
      id: serials.id,
      slug: serials.slug,
      publish: serials.publish,
      poster: serials.poster,
      background: serials.background,
      iTitle: serials.iTitle,
      mTitle: serials.mTitle,
    })
    .from(serials)
    .where(typeof ref === 'number' ? eq(serials.id, ref) : eq(serials.slug, ref));
  return row;
}
export type SerialRef = NonNullable<Awaited<ReturnType<typeof findSerialRef>>>;

type SerialFlagRow = { favorite: boolean; watch: boolean };

export async function findSerialFlags(db: Executor, serialId: number, userId: number) {
  const [row] = await db
    .select({ favorite: serialUserFlags.favorite, watch: serialUserFlags.watch })
    .from(serialUserFlags)
    .where(and(eq(serialUserFlags.serialId, serialId), eq(serialUserFlags.userId, userId)));
  return row;
}

/** The user's flags on the serial, locked for this transaction (a row is made first if missing). */
export async function lockSerialFlags(db: Executor, serialId: number, userId: number): Promise<SerialFlagRow> {
  await db.insert(serialUserFlags).values({ serialId, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ favorite: serialUserFlags.favorite, watch: serialUserFlags.watch })
    .from(serialUserFlags)
    .where(and(eq(serialUserFlags.serialId, serialId), eq(serialUserFlags.userId, userId)))
    .for('update');
  return row;
}

export async function saveSerialFlags(db: Executor, serialId: number, userId: number, flags: SerialFlagRow) {
  await db
    .update(serialUserFlags)
    .set({ ...flags, updatedAt: new Date() })
    .where(and(eq(serialUserFlags.serialId, serialId), eq(serialUserFlags.userId, userId)));
}

export async function toggleSerialPublish(db: Executor, serialId: number, to?: boolean) {
  const [row] = await db
    .update(serials)
    .set({ publish: nextPublish(serials.publish, to), updatedAt: new Date() })
    .where(eq(serials.id, serialId))
    .returning({ publish: serials.publish });
  return row.publish;
}

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

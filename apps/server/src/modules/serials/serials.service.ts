import { serialAfterWrite } from '../../after-write/serial.after-write';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/catalogue.policy';
import { toSerialFlags } from './serials.mapper';
import * as q from './serials.queries';

// What every serial call shares: the serial a call addresses (with the visibility rule), the user's
// flags, publication, and the derived figures the review calls keep up to date.

/** The serial behind a call: 404 when missing, or unpublished and the caller may not see it. */
export async function visibleSerial(db: Executor, user: AuthUser | null, ref: number | string) {
  const serial = await q.findSerialRef(db, ref);
  if (!serial) throw notFound();
  authorize(user, 'see', { kind: 'serial', publish: serial.publish });
  return serial;
}

export type SerialFlag = 'favorite' | 'watch';

/**
 * POST /serial/api-favorite-serial/ and /api-watch-serial/: each toggles its own flag (part 2 section 4:
 * "serial favourite and watch toggle likewise"); the answer carries both.
 */
export async function toggleSerialFlag(ctx: AppContext, user: AuthUser, ref: number | string, flag: SerialFlag) {
  const flags = await ctx.db.transaction(async (tx) => {
    const serial = await visibleSerial(tx, user, ref);
    const current = await q.lockSerialFlags(tx, serial.id, user.id);
    const next = { ...current, [flag]: !current[flag] };
    await q.saveSerialFlags(tx, serial.id, user.id, next);
    return toSerialFlags(next);
  });
  serialAfterWrite.nothingCached();
  return flags;
}

/** A member's import (modules/user-import, decision 037): serials to watch; setting the flag twice changes nothing. */
export async function importSerialWatchlist(ctx: AppContext, user: AuthUser, serialIds: number[]) {
  await ctx.db.transaction(async (tx) => {
    for (const serialId of serialIds) {
      const current = await q.lockSerialFlags(tx, serialId, user.id);
      if (!current.watch) await q.saveSerialFlags(tx, serialId, user.id, { ...current, watch: true });
    }
  });
  serialAfterWrite.nothingCached();
}

/** POST /serial/api-publish-serial/: contributors and admins flip the flag, or set it to `to`; answers the new state. */
export async function publishSerial(ctx: AppContext, user: AuthUser, ref: number | string, to?: boolean) {
  const serial = await q.findSerialRef(ctx.db, ref);
  if (!serial) throw notFound();
  authorize(user, 'publish', { kind: 'serial', publish: serial.publish });
  const publish = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('serial', serial.id, 'publication');
    const publish = await q.toggleSerialPublish(tx, serial.id, to);
    await serialAfterWrite.reviewCopies(tx, serial.id);
    return publish;
  });
  serialAfterWrite.catalogue(ctx);
  if (publish) await serialAfterWrite.awaitedByImports(ctx, serial.id);
  return { publish };
}

/**
 * Recomputes a season's critic and audience grades and counts from its published episodes (one
 * statement). For the review calls, inside their transaction, after an episode's figures change; the
 * caller then recomputes the serial too.
 */
export const recomputeSeasonGrades = (tx: Executor, seasonId: number) => q.recomputeSeasonFigures(tx, seasonId);

/** Recomputes a serial's grades and counts from the published episodes of its published seasons. */
export const recomputeSerialGrades = (tx: Executor, serialId: number) => q.recomputeSerialFigures(tx, serialId);

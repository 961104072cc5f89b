import type { RevisionKind } from '@mfi/contract/revisions.schemas';
import type { Db, Executor } from '../db/client';
import { readState, recordRevision, type Recorded } from '../modules/revisions/revision-log';
import { afterWriteOf } from './after-write';
import { revisionNotify } from './notify';

declare module './after-write' {
  interface Aggregates {
    revision: true;
  }
}

const effects = afterWriteOf('revision');

// Edit history (issue 25 item 2; decision 024). Every write of a catalogue item, a journal, a festival edition
// or the about-us page runs in `revised`, the kernel's one transaction for such writes: the write names the
// item it touches (`rev.track`), which reads the item's state before; when the write is done, still in its
// transaction, each tracked item's state after is read and kept as a revision (who, when, which fields,
// before and after). A write that fails or rolls back leaves no revision; a revision never lacks its write.

/** What a write tells the kernel of the items it touches. */
export type RevisionTrack = {
  /** Names an item the write creates (before it: nothing), updates, publishes or deletes. */
  track(
    kind: RevisionKind,
    id: number,
    action: Recorded['action'],
    extra?: Pick<Recorded, 'note' | 'revertOf'>,
  ): Promise<void>;
  /** The revisions this transaction kept, once it is done (a revert answers its own). */
  readonly ids: number[];
};

/** Runs `write` in one transaction and keeps what it did to the items it tracks as revisions. */
async function revised<T>(db: Db, actorId: number | null, write: (tx: Executor, rev: RevisionTrack) => Promise<T>) {
  return db.transaction(async (tx) => {
    const tracked: Recorded[] = [];
    const ids: number[] = [];
    const rev: RevisionTrack = {
      async track(kind, id, action, extra) {
        const before = action === 'create' ? null : await readState(tx, kind, id);
        tracked.push({ kind, id, action, actorId, before, ...extra });
      },
      ids,
    };
    const result = await write(tx, rev);
    for (const r of tracked) {
      const id = await recordRevision(tx, r);
      if (id !== null) ids.push(id);
    }
    return result;
  });
}

export const revisionAfterWrite = {
  /** The one transaction of a revised write (every create, update, publish and delete of a kept kind). */
  revised,
  /** In a rejection's transaction: the creator's notice with the reason (after-write/notify.ts). */
  notify: revisionNotify,

  // After the commit.

  /** A revert: the reverted kind's own after-write ran its cache effect, as for an edit of that kind. */
  reverted: effects.nothingCached,
  /**
   * The queue's publish (each kind's own publish service ran its aggregate's after-write) and a rejection (the
   * item stays a draft no cached page shows): nothing more to refresh.
   */
  moderated: effects.nothingCached,
};

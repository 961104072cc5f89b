import type { RevisionAction, RevisionKind } from '@mfi/contract/revisions.schemas';
import type { Executor } from '../../db/client';
import type { RevisionState } from '../../db/schema';
import { KINDS, readState, shownFields } from './revision-state.queries';
import { insertRevision } from './revisions.queries';

// The revisions' door for the after-writes (decision 024): after-write/revision.after-write.ts keeps every
// write as a revision through this file alone, never the query files.

export { readState, writeState } from './revision-state.queries';
export { moderationTrail } from './revisions.queries';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The shown fields that differ between two states, with their values on each side. */
export function changedFields(kind: RevisionKind, before: RevisionState | null, after: RevisionState | null) {
  const fields = shownFields(kind).filter((f) => !same(before?.[f], after?.[f]));
  const pickOf = (s: RevisionState | null) => (s ? Object.fromEntries(fields.map((f) => [f, s[f] ?? null])) : null);
  return { fields, before: pickOf(before), after: pickOf(after) };
}

/** Whether a state is published (a journal by its date). */
const isPublished = (kind: RevisionKind, s: RevisionState | null) =>
  Boolean(s && (kind === 'journal' ? s.publishDate : s.publish));

export type Recorded = {
  kind: RevisionKind;
  id: number;
  /** `publication`: a publish toggle, recorded as `publish` or `unpublish` by the state it left. */
  action: Exclude<RevisionAction, 'publish' | 'unpublish'> | 'publication';
  actorId: number | null;
  before: RevisionState | null;
  note?: string;
  revertOf?: number;
};

/**
 * Keeps one write as a revision, its state after read in the same transaction: nothing when an update or a
 * publish toggle changed nothing (a repeated `publish: true`); a create, delete, revert or rejection always.
 * Answers the revision's id, or null.
 */
export async function recordRevision(tx: Executor, r: Recorded) {
  const state = r.action === 'delete' ? null : await readState(tx, r.kind, r.id);
  const diff = changedFields(r.kind, r.before, state);
  const action: RevisionAction =
    r.action === 'publication' ? (isPublished(r.kind, state) ? 'publish' : 'unpublish') : r.action;
  if ((r.action === 'update' || r.action === 'publication') && !diff.fields.length) return null;
  return insertRevision(tx, {
    kind: r.kind,
    itemId: r.id,
    action,
    actorId: r.actorId,
    fields: diff.fields,
    before: diff.before,
    after: diff.after,
    state,
    note: r.note,
    revertOf: r.revertOf,
  });
}

export const revisionKinds = Object.keys(KINDS) as RevisionKind[];

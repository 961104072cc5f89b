import type { ImportFailure, ImportKind, ImportRow, ImportState } from '@mfi/contract/code-add.schemas';
import type { importPage } from './code-add.queries';

type Row = Awaited<ReturnType<typeof importPage>>[number];

export function toImportRow(r: Row): ImportRow {
  return {
    id: r.id,
    kind: r.kind as ImportKind,
    code: r.code,
    status: r.status as ImportState,
    reason: r.reason as ImportFailure | null,
    attempts: r.attempts,
    batch: r.batch,
    requested_by: r.requestedBy,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    item: r.status === 'done' && r.itemSlug ? { slug: r.itemSlug, title: r.itemTitle ?? '' } : null,
  };
}

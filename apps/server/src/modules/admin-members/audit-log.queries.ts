import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminAudit } from '../../db/schema';

// The audit log's rows (issue 25, decision 025): written in the action's transaction, read newest first
// through the index that leads with the filter given (admin_audit_*_idx, migration 0047).

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAuditRow = typeof adminAudit.$inferInsert;

export async function insertAudit(tx: Executor, row: NewAuditRow) {
  await tx.insert(adminAudit).values(row);
}

export type AuditFilter = {
  actorId?: number;
  target?: { kind: string; id?: number };
  action?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
};

export function listAudit(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where: (SQL | undefined)[] = [
    filter.actorId !== undefined ? eq(adminAudit.actorId, filter.actorId) : undefined,
    filter.target ? eq(adminAudit.targetKind, filter.target.kind) : undefined,
    filter.target?.id !== undefined ? eq(adminAudit.targetId, filter.target.id) : undefined,
    filter.action ? eq(adminAudit.action, filter.action) : undefined,
    filter.from ? gte(adminAudit.createdAt, filter.from) : undefined,
    filter.until ? lt(adminAudit.createdAt, filter.until) : undefined,
  ];
  return db
    .select()
    .from(adminAudit)
    .where(and(...where))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(page.limit)
    .offset(page.offset);
}

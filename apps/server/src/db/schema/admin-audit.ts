import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin console's audit log (issue 25, decision 025): who did what to whom, with the state before and
 * after. A row is written in the same transaction as the action. The actor's and target's names are copied
 * in, so the log still reads when an account or a reference item is gone. No secret is ever stored here.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** `member`, or a reference kind (`tag`, `collection` …). */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, alone or within one filter: each filter has its index ending in the time.
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_audit_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_audit_target_idx').on(
      t.targetKind,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('admin_audit_action_idx').on(t.action, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

// Edit history (issue 25 item 2; decision 024): one row per write of a catalogue item, a journal, a festival
// edition or the about-us page, written in the write's transaction (after-write/revision.after-write.ts).
// `before` and `after` hold only the fields that changed; `state` the item's whole state after the write (what a
// revert restores). The state is read from a list of the item's content fields (modules/revisions/revision-kinds),
// so no password, token, e-mail or phone number is ever in it. A revision outlives its item: no foreign key.

/** A field-by-field state of an item: its content fields and its lists (links, crew, cast, images). */
export type RevisionState = Record<string, unknown>;

export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    /** REVISION_KINDS (@mfi/contract/revisions.schemas). */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** REVISION_ACTIONS. */
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The changed fields' names, in the state's order. */
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    before: jsonb('before').$type<RevisionState>(),
    after: jsonb('after').$type<RevisionState>(),
    /** The whole state after the write; null after a delete. */
    state: jsonb('state').$type<RevisionState>(),
    /** A rejection's reason. */
    note: text('note'),
    /** A revert's source revision. */
    revertOf: integer('revert_of'),
    createdAt: createdAt(),
  },
  (t) => [
    // An item's history, newest first, and its last revision (the queue's rejection mark): one index walk
    // whatever the table's size (1,000,000 rows in the bench data).
    index('revisions_item_idx').on(t.kind, t.itemId, t.id.desc().nullsFirst()),
    // The last published version of a waiting item (the queue's "what changed").
    index('revisions_item_published_idx')
      .on(t.kind, t.itemId, t.id.desc().nullsFirst())
      .where(sql`${t.action} = 'publish'`),
  ],
);

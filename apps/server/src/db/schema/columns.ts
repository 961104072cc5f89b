import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The columns every catalogue row carries (ARCHITECTURE section 4). */
export const catalogueColumns = () => ({
  publish: boolean('publish').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { matchesExactly, type SearchTerm } from '../../lib/search';

// The admin console's member reads and writes (issue 25 part 3). The search reads three indexes: the
// folded names (users_search_trgm_idx), the e-mail and the phone (users_email_trgm_idx, users_phone_trgm_idx,
// migration 0047), newest account first.

export type MemberRow = typeof users.$inferSelect;

/** `%text%` for LIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type MemberSearch = { text: string; term: SearchTerm | undefined; digits: string };

/** A page of members matching the search (any part of a name, username, e-mail or phone), newest first. */
export function searchMembers(db: Executor, search: MemberSearch | undefined, page: { limit: number; offset: number }) {
  const where = search
    ? or(
        search.term ? matchesExactly(users.searchKey, search.term) : undefined,
        search.text.length >= 3 ? sql`lower(${users.email}) like ${containing(search.text.toLowerCase())}` : undefined,
        search.digits.length >= 3 ? ilike(users.phone, containing(search.digits)) : undefined,
        // A short text still finds the member by a whole username or e-mail.
        sql`lower(${users.username}) = ${search.text.toLowerCase()}`,
        sql`lower(${users.email}) = ${search.text.toLowerCase()}`,
      )
    : undefined;
  return db.select().from(users).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset);
}

/** The member's row, locked until the transaction ends (a role change or closing reads it, then writes it). */
export async function lockMember(tx: Executor, id: number) {
  // NO KEY UPDATE: a change never touches the id, and a plain UPDATE lock would block the other admin's audit
  // row (its foreign key share-locks this member as its actor): two admins closing each other deadlocked.
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/**
 * Serializes every change that could take away the last admin: a transaction-level advisory lock, so two
 * admins removing each other at once are counted one after the other (decision 025).
 */
export async function lockSiteKeepers(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mfi:site-keepers'))`);
}

/** How many accounts match `condition` (the policy's site keepers), up to 2: "is this the last one?". */
export async function countUpToTwo(tx: Executor, condition: SQL) {
  const rows = await tx.select({ id: users.id }).from(users).where(condition).limit(2);
  return rows.length;
}

export async function updateMember(tx: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function findMemberByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

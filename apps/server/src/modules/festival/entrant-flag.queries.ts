import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

// The members' festival entrant flag `ustga` (issue 17; the request for it: issue 24 item 5).

/** Sets a member's entrant flag by their slug; answers their id, or nothing when no member has the slug. */
export async function setEntrantFlag(db: Executor, slug: string, ustga: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ustga, updatedAt: now })
    .where(eq(users.slug, slug))
    .returning({ id: users.id });
  return row?.id;
}

/** Locks the member's row for their request, so two requests at once are taken one after the other. */
export async function lockMember(db: Executor, id: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

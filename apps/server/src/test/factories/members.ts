import { eq, sql } from 'drizzle-orm';
import type { Role } from '@mfi/contract/roles';
import { users } from '../../db/schema';
import type { TestApp } from '../app';

/** A signed-in member (token, username, e-mail …) with their id and slug, for calls that name a member. */
export async function signedInMember(t: TestApp, roles: Role[] = []) {
  const u = await t.signedInUser(roles);
  const [row] = await t.database.db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(eq(sql`lower(${users.username})`, u.username.toLowerCase()));
  return { ...u, ...row };
}
export type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;

import type { MemberGrant } from '@mfi/contract/admin-members.schemas';
import type { users } from '../db/schema';

// The roles and, beside them, the festival entrant flag `ustga` (issue 17), which is a right to register
// films and not a role (contract/roles.ts keeps the roles' list): what an admin or the `users` command grants.

/** The `users` column that holds each grant, by its API name. */
export const GRANT_COLUMNS = {
  contributer: 'contributer',
  main_contributer: 'mainContributer',
  publisher: 'publisher',
  critic: 'critic',
  admin: 'admin',
  ustga: 'ustga',
} as const satisfies Record<MemberGrant, keyof typeof users.$inferSelect>;

type GrantRow = Pick<typeof users.$inferSelect, (typeof GRANT_COLUMNS)[MemberGrant]>;

/** A member's grants by their API names, in the order AuthUser lists them. */
export const grantsOf = (row: GrantRow): Record<MemberGrant, boolean> => ({
  contributer: row.contributer,
  main_contributer: row.mainContributer,
  publisher: row.publisher,
  critic: row.critic,
  admin: row.admin,
  ustga: row.ustga,
});

import { MEMBER_GRANTS, type MemberGrant } from '@mfi/contract/admin-members.schemas';
import { ROLES } from '@mfi/contract/roles';
import { emailSchema, passwordSchema, phoneSchema, signupUsernameSchema } from '@mfi/contract/accounts.schemas';
import { isMessageKey, mn } from '@mfi/contract/messages';
import type { Db } from '../../db/client';
import { GRANT_COLUMNS } from '../../auth/member-grants';
import { hashPassword } from '../../lib/passwords';
import * as q from './auth.queries';

// Operator tasks on accounts (the `users` command and the demo seed): no HTTP, no rate limits.

export function parseRole(value: string): MemberGrant {
  if (!(MEMBER_GRANTS as readonly string[]).includes(value)) {
    throw new Error(`Unknown role "${value}". Roles: ${ROLES.join(', ')}; the festival entrant flag: ustga`);
  }
  return value as MemberGrant;
}

function check<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  field: string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0].message;
  throw new Error(`${field}: ${isMessageKey(message) ? mn(message) : message}`);
}

type NewAccount = {
  username: string;
  password: string;
  email: string;
  phone: string;
  roles: MemberGrant[];
  firstname?: string;
  lastname?: string;
  ifMissing?: boolean;
};

/** Creates an active account, validated by the same rules as signup. Returns false when it existed. */
export async function createAccount(db: Db, account: NewAccount): Promise<boolean> {
  const username = check(signupUsernameSchema, account.username, 'username');
  const existing = await q.findUserByUsername(db, username);
  if (existing) {
    if (account.ifMissing) return false;
    throw new Error(`The username "${username}" is taken.`);
  }
  const values = {
    username,
    slug: username.toLowerCase(),
    email: check(emailSchema, account.email, 'email'),
    phone: check(phoneSchema, account.phone, 'phone'),
    passwordHash: await hashPassword(check(passwordSchema, account.password, 'password')),
    isActive: true,
    firstname: account.firstname ?? '',
    lastname: account.lastname ?? '',
    ...Object.fromEntries(account.roles.map((role) => [GRANT_COLUMNS[role], true])),
  };
  await q.insertUser(db, values);
  return true;
}

export async function setRole(db: Db, username: string, role: MemberGrant, on: boolean) {
  const user = await q.findUserByUsername(db, username);
  if (!user) throw new Error(`No user "${username}".`);
  await q.updateUser(db, user.id, { [GRANT_COLUMNS[role]]: on });
}

export async function listAccounts(db: Db) {
  const rows = await q.listUsers(db);
  return rows.map((u) => ({
    username: u.username,
    email: u.email,
    phone: u.phone,
    active: u.isActive,
    roles: MEMBER_GRANTS.filter((role) => u[GRANT_COLUMNS[role]]),
  }));
}

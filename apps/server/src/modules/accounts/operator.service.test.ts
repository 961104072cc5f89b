import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { STRONG_PASSWORD, unique } from '../../test/app';
import { testDatabase } from '../../test/database';
import { createAccount, listAccounts, parseRole, setRole } from './operator.service';

// The `users` command's grants (cli/users.ts): the roles, and beside them the festival entrant flag `ustga`.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

const flagsOf = async (username: string) => {
  const [row] = await database.db
    .select({ ustga: users.ustga, admin: users.admin, critic: users.critic })
    .from(users)
    .where(eq(users.username, username));
  return row;
};

describe('grant and revoke', () => {
  it('accepts ustga beside the roles, and nothing else', () => {
    expect(parseRole('ustga')).toBe('ustga');
    expect(parseRole('critic')).toBe('critic');
    expect(() => parseRole('entrant')).toThrow(/Unknown role "entrant"/);
    expect(() => parseRole('ustga ')).toThrow();
  });

  it('sets and clears the entrant flag, and lists it', async () => {
    const u = unique();
    await createAccount(database.db, { ...u, password: STRONG_PASSWORD, roles: ['critic'] });
    expect(await flagsOf(u.username)).toEqual({ ustga: false, admin: false, critic: true });

    await setRole(database.db, u.username, parseRole('ustga'), true);
    expect(await flagsOf(u.username)).toEqual({ ustga: true, admin: false, critic: true });
    expect((await listAccounts(database.db)).find((a) => a.username === u.username)?.roles).toEqual([
      'critic',
      'ustga',
    ]);

    await setRole(database.db, u.username, 'ustga', false);
    expect(await flagsOf(u.username)).toEqual({ ustga: false, admin: false, critic: true });
  });

  it('refuses an unknown user', async () => {
    await expect(setRole(database.db, 'nobody-at-all', 'ustga', true)).rejects.toThrow(/No user/);
  });
});

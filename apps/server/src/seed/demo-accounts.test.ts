import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAccount } from '../modules/accounts/operator.service';
import { unique } from '../test/app';
import { testDatabase } from '../test/database';
import { DEMO_ACCOUNTS } from './demo-accounts';

describe('the demo entrant', () => {
  it('is created with the festival entrant flag and no role', async () => {
    const database = await testDatabase();
    const entrant = DEMO_ACCOUNTS.find((a) => a.username === 'entrant')!;
    expect(entrant).toMatchObject({ password: 'Entrant#2026mfi', roles: ['ustga'] });
    const u = unique();
    // The demo account's own password and names, under a name of this test's own.
    await createAccount(database.db, { ...entrant, ...u });
    const [row] = await database.db.select().from(users).where(eq(users.username, u.username));
    expect(row).toMatchObject({ ustga: true, admin: false, contributer: false, firstname: entrant.firstname });
  });
});

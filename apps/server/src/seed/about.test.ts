import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { buildTestApp, type TestApp } from '../test/app';
import { seedAbout } from './about';
import { DEMO_ACCOUNTS } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the page is one row.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

describe('demo about-us page', () => {
  it('writes the page in Mongolian with members in all three categories, once', async () => {
    const db = t.database.db;
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    const critic = DEMO_ACCOUNTS.find((a) => a.username === 'critic')!;
    await createAccount(db, { ...critic, email: 'critic@demo.mfi.mn', phone: '99000005', ifMissing: true });

    await seedAbout(db, storage);
    const first = await t.call({ method: 'GET', url: '/api/institute/detail-aboutus/' });
    await seedAbout(db, storage);
    const second = await t.call({ method: 'GET', url: '/api/institute/detail-aboutus/' });

    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const page = first.json();
    expect(page.aboutTitle).toMatch(/[А-Яа-яӨөҮү]/);
    expect(page.aboutContent).toContain('<h2>');
    expect(new Set(page.members.map((m: { memberCategory: number }) => m.memberCategory))).toEqual(new Set([1, 2, 3]));
    expect(page.members.some((m: { memberUserSlug: string | null }) => m.memberUserSlug === 'critic')).toBe(true);
    const image = await t.call({ method: 'GET', url: page.members[0].memberImageURL });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});

import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, shortMessages, userFollows, userProfiles, users } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { buildTestApp, type TestApp } from '../test/app';
import { seedReference } from './reference';
import { seedDemoReviewers } from './reviews';
import { seedDemoAccounts } from './seed';
import { seedSocial } from './social';
import { DEMO_FOLLOWS, DEMO_MESSAGES } from './social-data';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the demo members' usernames are fixed.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

describe('demo social data', () => {
  it('gives every demo member follows, messages, comments and likes, with their notifications; runs again safely', async () => {
    const db = t.database.db;
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    await seedReference(db);
    await seedDemoReviewers(db);
    await seedDemoAccounts(db);

    expect(await seedSocial(db, storage)).toBe(true);
    expect(await seedSocial(db, storage)).toBe(false);

    const members = await db.select({ id: users.id, username: users.username }).from(users);
    const id = (name: string) => members.find((m) => m.username === name)!.id;
    // Every demo profile has messages of its own.
    const authors = await db.selectDistinct({ userId: shortMessages.userId }).from(shortMessages);
    expect(authors.length).toBe(new Set(DEMO_MESSAGES.map((m) => m.author)).size);
    expect(authors.length).toBe(members.length);
    expect(await db.$count(shortMessages)).toBe(DEMO_MESSAGES.length);

    // The follows, once each, counted on both sides.
    expect(await db.$count(userFollows)).toBe(DEMO_FOLLOWS.length);
    const profiles = await db
      .select({
        userId: userProfiles.userId,
        followers: userProfiles.followersCount,
        following: userProfiles.followingCount,
      })
      .from(userProfiles);
    for (const p of profiles) {
      expect(p.followers).toBe(await db.$count(userFollows, eq(userFollows.followeeId, p.userId)));
      expect(p.following).toBe(await db.$count(userFollows, eq(userFollows.followerId, p.userId)));
    }

    // The notifications come from the same writer: one a follow, none of one's own doing, the thread told.
    expect(await db.$count(notifications, eq(notifications.type, 'follow'))).toBe(DEMO_FOLLOWS.length);
    expect(await db.$count(notifications, sql`${notifications.userId} = ${notifications.actorId}`)).toBe(0);
    const criticMessage = DEMO_MESSAGES.find((m) => m.author === 'critic')!;
    expect(
      await db.$count(
        notifications,
        and(eq(notifications.userId, id('critic')), eq(notifications.type, 'message_like')),
      ),
    ).toBe(criticMessage.likedBy!.length);
    const replies = await db
      .select({ actorId: notifications.actorId })
      .from(notifications)
      .where(and(eq(notifications.userId, id('saraankino')), eq(notifications.type, 'thread_reply')))
      .orderBy(notifications.id);
    // On the critic's message after saraankino: member and temuulenfilm; on temuulenfilm's: the critic.
    expect(replies.map((r) => r.actorId)).toEqual([id('member'), id('temuulenfilm'), id('critic')]);
    expect(
      await db.$count(notifications, inArray(notifications.type, ['message_comment', 'comment_like'])),
    ).toBeGreaterThan(10);
  });
});

import { CatalogueCache } from '../lib/cache';
import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { shortMessages, users } from '../db/schema';
import { Quotas } from '../lib/quotas';
import { addsInBulk } from '../policies/catalogue.policy';
import type { Storage } from '../lib/storage';
import { toggleFollow } from '../modules/profiles/follows.service';
import { addShortMessage, likeComment, likeMessage, submitComment } from '../modules/feed/short-messages.service';
import { DEMO_FOLLOWS, DEMO_MESSAGES } from './social-data';

// The demo members follow each other, post short messages, comment and like (issue 15 item 10), so every
// demo profile has followers, messages and a feed on a fresh start. Everything goes through the profile
// module's own services, as a member's calls would: the counters, the feed's cards and the notifications
// are written by the same code (after-write/notify.ts), in the same transactions. The demo accounts and
// reviewers come first (seed.ts). Safe to run again: once a demo member has a message, nothing is added
// (the follow and like calls toggle, so they run only once).

/** What the services need of the app: the database, the storage (photo links) and the message quotas. */
const NO_CREATIONS = {
  creationsPerMinute: 0,
  creationsPerDay: 0,
  uploadsPerMinute: 0,
  uploadsPerDay: 0,
  imageLibraryBytes: 0,
  staffFactor: 1,
};

export async function seedSocial(db: Db, storage: Storage) {
  const names = [
    ...new Set([
      ...DEMO_FOLLOWS.flat(),
      ...DEMO_MESSAGES.flatMap((m) => [
        m.author,
        ...(m.likedBy ?? []),
        ...(m.comments ?? []).flatMap(([a, , l]) => [a, ...(l ?? [])]),
      ]),
    ]),
  ];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      slug: users.slug,
      contributer: users.contributer,
      main_contributer: users.mainContributer,
      publisher: users.publisher,
      critic: users.critic,
      admin: users.admin,
      ustga: users.ustga,
    })
    .from(users)
    .where(inArray(users.username, names));
  const people = new Map<string, AuthUser>(rows.map((u) => [u.username, u]));
  if (!rows.length) return false;
  const posted = await db
    .select({ id: shortMessages.id })
    .from(shortMessages)
    .where(
      inArray(
        shortMessages.userId,
        rows.map((u) => u.id),
      ),
    )
    .limit(1);
  if (posted.length) return false;

  // The seed runs before the server: nothing is cached yet (a cache that keeps nothing).
  const cache = new CatalogueCache({ ttlMs: 0, maxEntries: 0 });
  const ctx = { db, storage, cache, quotas: new Quotas(NO_CREATIONS, { bytes: 0, files: 0 }, addsInBulk) };
  for (const [follower, followee] of DEMO_FOLLOWS) {
    const [a, b] = [people.get(follower), people.get(followee)];
    if (a && b) await toggleFollow(ctx, a, b.slug);
  }
  for (const m of DEMO_MESSAGES) {
    const author = people.get(m.author);
    if (!author) continue;
    const { message } = await addShortMessage(ctx, author, m.body);
    for (const [name, text, likedBy] of m.comments ?? []) {
      const commenter = people.get(name);
      if (!commenter) continue;
      const { comment } = await submitComment(ctx, commenter, message.id, text);
      for (const liker of likedBy ?? []) {
        const who = people.get(liker);
        if (who && who.id !== commenter.id) await likeComment(ctx, who, message.id, comment.id);
      }
    }
    for (const liker of m.likedBy ?? []) {
      const who = people.get(liker);
      if (who && who.id !== author.id) await likeMessage(ctx, who, message.id);
    }
  }
  return true;
}

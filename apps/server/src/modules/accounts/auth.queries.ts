import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { authTokens, emailChanges, passwordResets, phoneCodes, smsThrottle, users } from '../../db/schema';

import { searchKeyOf } from '../../lib/transliterate';
export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

export async function findUserByUsername(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

const tokenUser = (db: Executor) =>
  db
    .select({
      id: users.id,
      username: users.username,
      slug: users.slug,
      isActive: users.isActive,
      contributer: users.contributer,
      mainContributer: users.mainContributer,
      publisher: users.publisher,
      critic: users.critic,
      admin: users.admin,
      ustga: users.ustga,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.keyHash, sql.placeholder('keyHash')),
        sql`${authTokens.lastUsedAt} > ${sql.placeholder('liveAfter')}::timestamptz`,
      ),
    )
    .prepare('auth_user_by_token');
const preparedTokenUser = preparedOnce(tokenUser);

/**
 * The signed-in user behind a token last used after `liveAfter`, on every authenticated call: a prepared
 * statement (built once per database, planned once per connection) with only the columns the request
 * needs; building the query each time cost more CPU than running it.
 */
export async function findUserByToken(db: Executor, keyHash: string, liveAfter: Date) {
  const [row] = await preparedTokenUser(db).execute({ keyHash, liveAfter: liveAfter.toISOString() });
  return row;
}

export function listUsers(db: Executor) {
  return db.select().from(users).orderBy(users.id);
}

export async function slugExists(db: Executor, slug: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug));
  return Boolean(row);
}

export async function insertUser(db: Executor, values: NewUser) {
  const searchKey = searchKeyOf(values.username, values.firstname, values.lastname);
  const [row] = await db
    .insert(users)
    .values({ ...values, searchKey })
    .returning();
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Stores a new hash of the same password, unless the password changed since `oldHash` was read. */
export async function replacePasswordHash(db: Executor, id: number, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
}

export async function insertToken(
  db: Executor,
  values: { userId: number; keyHash: string; userAgent: string; now: Date },
) {
  const { now, ...rest } = values;
  await db.insert(authTokens).values({ ...rest, createdAt: now, lastUsedAt: now });
}

/** Moves a token's last use on; `before` keeps parallel calls of the same day from writing twice. */
export async function touchToken(db: Executor, keyHash: string, now: Date, before: Date) {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(authTokens.keyHash, keyHash), lt(authTokens.lastUsedAt, before)));
}

/** A user's live tokens, the latest used first. */
export function listLiveTokens(db: Executor, userId: number, liveAfter: Date) {
  return db
    .select({
      id: authTokens.id,
      keyHash: authTokens.keyHash,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      userAgent: authTokens.userAgent,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), gt(authTokens.lastUsedAt, liveAfter)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
}

/** Deletes the user's token `id`, if it is theirs; answers the digests deleted. */
export async function deleteTokenById(db: Executor, userId: number, id: number) {
  return db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.id, id)))
    .returning({ keyHash: authTokens.keyHash });
}

/** Deletes every token of the user but `keepKeyHash`; answers the digests deleted. */
export async function deleteOtherTokens(db: Executor, userId: number, keepKeyHash: string) {
  return db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.keyHash, keepKeyHash)))
    .returning({ keyHash: authTokens.keyHash });
}

/** Deletes the user's dead tokens (unused since `liveAfter`), so they do not pile up. */
export async function deleteDeadTokens(db: Executor, userId: number, liveAfter: Date) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), lte(authTokens.lastUsedAt, liveAfter)));
}

export async function deleteToken(db: Executor, keyHash: string) {
  await db.delete(authTokens).where(eq(authTokens.keyHash, keyHash));
}

export async function deleteTokensOfUser(db: Executor, userId: number) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** Replaces the phone's pending codes with a new one: only the newest code works. */
export async function replacePhoneCode(db: Executor, values: typeof phoneCodes.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.delete(phoneCodes).where(and(eq(phoneCodes.phone, values.phone), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values(values);
  });
}

/** The newest code sent to a phone that has not been used, expired or not. */
export async function findPendingCode(db: Executor, phone: string) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)))
    .orderBy(sql`${phoneCodes.id} desc`)
    .limit(1);
  return row;
}

/**
 * Spends one try of a live code, atomically, so parallel guesses cannot exceed the limit.
 * Returns the code row when a try was left, else nothing.
 */
export async function spendCodeAttempt(db: Executor, phone: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.phone, phone),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

export async function markCodeUsed(db: Executor, codeId: number, now: Date) {
  await db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, codeId));
}

export async function findThrottle(db: Executor, phone: string) {
  const [row] = await db.select().from(smsThrottle).where(eq(smsThrottle.phone, phone));
  return row;
}

export async function saveThrottle(db: Executor, phone: string, sends: number, lastSentAt: Date) {
  await db
    .insert(smsThrottle)
    .values({ phone, sends, lastSentAt })
    .onConflictDoUpdate({ target: smsThrottle.phone, set: { sends, lastSentAt } });
}

/** Stores a new reset link and spends the user's older ones: only the newest link works (decision 002). */
export async function replacePasswordReset(db: Executor, values: typeof passwordResets.$inferInsert & { now: Date }) {
  const { now, ...link } = values;
  await db.transaction(async (tx) => {
    await voidPasswordResets(tx, link.userId, now);
    await tx.insert(passwordResets).values(link);
  });
}

/** Spends every unused reset link of the user; answers the digests it spent. */
export async function voidPasswordResets(db: Executor, userId: number, now: Date) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function findPasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

export async function insertEmailChange(db: Executor, values: typeof emailChanges.$inferInsert) {
  await db.insert(emailChanges).values(values);
}

/** Spends a live undo link, atomically: answers it when it was still unused and unexpired, else nothing. */
export async function spendEmailChange(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning();
  return row;
}

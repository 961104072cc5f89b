import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userImages, users } from '../../db/schema';

// The user's image library: every image uploaded for rich content (journals, detailed reviews).

export async function insertUserImage(
  db: Executor,
  values: { userId: number; image: string; bytes: number; createdAt: Date },
) {
  const [row] = await db.insert(userImages).values(values).returning();
  return row;
}

/** The bytes the member's library holds. */
export async function libraryBytes(db: Executor, userId: number) {
  const [row] = await db
    .select({ bytes: sql`coalesce(sum(${userImages.bytes}), 0)`.mapWith(Number) })
    .from(userImages)
    .where(eq(userImages.userId, userId));
  return row!.bytes;
}

/** Locks the member's row for the transaction: two uploads at once cannot both fit the last free bytes. */
export async function lockMember(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The member's images, newest first (`user_images_user_idx`). */
export const listUserImages = (db: Executor, userId: number) =>
  db
    .select({ id: userImages.id, image: userImages.image, bytes: userImages.bytes, createdAt: userImages.createdAt })
    .from(userImages)
    .where(eq(userImages.userId, userId))
    .orderBy(desc(userImages.createdAt), desc(userImages.id));

/** Deletes the image if it is the member's; its media key, or null when there is no such image of theirs. */
export async function deleteUserImage(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
    .returning({ image: userImages.image });
  return row?.image ?? null;
}

import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userImages } from '../../db/schema';

// The user's image library: every image uploaded for rich content (journals, detailed reviews).

export async function insertUserImage(db: Executor, values: { userId: number; image: string; createdAt: Date }) {
  const [row] = await db.insert(userImages).values(values).returning();
  return row;
}

/** The member's images, newest first (`user_images_user_idx`). */
export const listUserImages = (db: Executor, userId: number) =>
  db
    .select({ id: userImages.id, image: userImages.image, createdAt: userImages.createdAt })
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

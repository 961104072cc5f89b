import type { Executor } from '../../db/client';
import { userImages } from '../../db/schema';

// The user's image library: every image uploaded for rich content (journals, detailed reviews).

export async function insertUserImage(db: Executor, values: { userId: number; image: string; createdAt: Date }) {
  const [row] = await db.insert(userImages).values(values).returning();
  return row;
}

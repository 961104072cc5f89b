import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// A title's archive images (db/schema/title-parts.ts imagesTable): the same statements for a movie's and a
// season's gallery, each kind naming its table and owner column.

type ImagesTable = PgTable & { id: AnyPgColumn; image: AnyPgColumn; description: AnyPgColumn; position: AnyPgColumn };

export type ArchiveImageRow = { id: number; image: string; description: string; position: number };

/** `owner` is the table's column of the owning title's id and its property name (movieId, seasonId). */
export function archiveImageRows(table: ImagesTable, owner: { key: string; column: AnyPgColumn }) {
  const row = (ownerId: number, image: string, description: string, position: number) => ({
    [owner.key]: ownerId,
    image,
    description,
    position,
  });
  return {
    /** The gallery in its order. */
    async list(db: Executor, ownerId: number) {
      const rows = await db
        .select({ id: table.id, image: table.image, description: table.description, position: table.position })
        .from(table)
        .where(eq(owner.column, ownerId))
        .orderBy(table.position, table.id);
      return rows as ArchiveImageRow[];
    },
    /** Adds images after the last one, in the order given. */
    async append(db: Executor, ownerId: number, images: { image: string; description: string }[]) {
      if (!images.length) return;
      const [{ last }] = await db
        .select({ last: sql<number>`coalesce(max(${table.position}), -1)::int` })
        .from(table)
        .where(eq(owner.column, ownerId));
      await db.insert(table).values(images.map((img, i) => row(ownerId, img.image, img.description, last + 1 + i)));
    },
    async insertAt(db: Executor, ownerId: number, image: string, description: string, position: number) {
      await db.insert(table).values(row(ownerId, image, description, position));
    },
    async update(db: Executor, id: number, values: { description?: string; position: number }) {
      await db.update(table).set(values).where(eq(table.id, id));
    },
    /** Deletes the image if it belongs to the owner; answers its media key. */
    async remove(db: Executor, ownerId: number, id: number) {
      const [removed] = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(owner.column, ownerId)))
        .returning({ image: table.image });
      return removed as { image: string } | undefined;
    },
  };
}

export type ArchiveImageRows = ReturnType<typeof archiveImageRows>;

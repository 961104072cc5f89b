import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { syncSerialLinkIds } from '../../db/link-ids';
import {
  seasons,
  serialArtists,
  serialCountries,
  serialGenres,
  serialLanguages,
  serialRoles,
  serials,
  serialSubgenres,
  serialTags,
} from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';

export async function serialSlugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: serials.id }).from(serials).where(eq(serials.slug, slug));
  return Boolean(row);
}

type NewSerial = typeof serials.$inferInsert;

export async function insertSerial(db: Executor, values: NewSerial) {
  const [row] = await db.insert(serials).values(values).returning({ id: serials.id, slug: serials.slug });
  return row;
}

export async function updateSerialRow(db: Executor, id: number, values: Partial<NewSerial>) {
  await db
    .update(serials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serials.id, id));
}

export type SerialLinks = { languages: number[]; genres: number[]; subgenres: number[]; countries: number[]; tags: number[] };
const linkTables = { languages: serialLanguages, genres: serialGenres, subgenres: serialSubgenres, countries: serialCountries, tags: serialTags };

/** Replaces every reference link of the serial and its copy of their ids (a few statements). */
export async function replaceLinks(db: Executor, serialId: number, links: SerialLinks) {
  for (const [name, table] of Object.entries(linkTables) as [keyof SerialLinks, typeof serialGenres][]) {
    await db.delete(table).where(eq(table.serialId, serialId));
    const ids = [...new Set(links[name])];
    if (ids.length) await db.insert(table).values(ids.map((refId) => ({ serialId, refId })));
  }
  await syncSerialLinkIds(db, [serialId]);
}

/** Replaces crew and cast; list order is the order shown. */
export async function replacePeople(db: Executor, serialId: number, crew: { id: number; jobs: number[] }[], cast: { id: number; role: string }[]) {
  await db.delete(serialArtists).where(eq(serialArtists.serialId, serialId));
  await db.delete(serialRoles).where(eq(serialRoles.serialId, serialId));
  const crewRows = crew.flatMap((a, position) => a.jobs.map((job) => ({ serialId, artistId: a.id, job, position })));
  if (crewRows.length) await db.insert(serialArtists).values(crewRows);
  if (cast.length) await db.insert(serialRoles).values(cast.map((r, position) => ({ serialId, artistId: r.id, role: r.role, position })));
}

/** A season's search key: its serial's titles, its name and number ("breaking bad 2" finds season 2). */
export const seasonSearchKey = (serial: { mTitle: string; iTitle: string }, season: { name: string; seasonNum: number }) =>
  searchKeyOf(serial.mTitle, serial.iTitle, season.name, String(season.seasonNum));

/** Rewrites the search keys of the serial's seasons after its titles changed (a few rows a serial). */
export async function refreshSeasonSearchKeys(db: Executor, serial: { id: number; mTitle: string; iTitle: string }) {
  const rows = await db.select({ id: seasons.id, name: seasons.name, seasonNum: seasons.seasonNum }).from(seasons).where(eq(seasons.serialId, serial.id));
  for (const row of rows) await db.update(seasons).set({ searchKey: seasonSearchKey(serial, row) }).where(eq(seasons.id, row.id));
}

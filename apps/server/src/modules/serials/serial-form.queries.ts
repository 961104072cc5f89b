import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { seasons } from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';

// The serial row, its links and people are written by catalogue/title-form.queries; here its seasons' keys.

/** A season's search key: its serial's titles, its name and number ("breaking bad 2" finds season 2). */
export const seasonSearchKey = (
  serial: { mTitle: string; iTitle: string },
  season: { name: string; seasonNum: number },
) => searchKeyOf(serial.mTitle, serial.iTitle, season.name, String(season.seasonNum));

/** Rewrites the search keys of the serial's seasons after its titles changed (a few rows a serial). */
export async function refreshSeasonSearchKeys(db: Executor, serial: { id: number; mTitle: string; iTitle: string }) {
  const rows = await db
    .select({ id: seasons.id, name: seasons.name, seasonNum: seasons.seasonNum })
    .from(seasons)
    .where(eq(seasons.serialId, serial.id));
  for (const row of rows)
    await db
      .update(seasons)
      .set({ searchKey: seasonSearchKey(serial, row) })
      .where(eq(seasons.id, row.id));
}

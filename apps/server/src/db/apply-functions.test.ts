import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database';
import type { Db } from './client';
import { applyFunctions, readFunctionSources } from './apply-functions';

// The functions in the database are the files of db/functions, whatever the migrations once defined.

type Row = { name: string; body: string; definition: string };

async function publicFunctions(db: Db): Promise<Row[]> {
  const { rows } = (await db.execute(sql`
    select p.proname as name, p.prosrc as body, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, p.oid`)) as unknown as { rows: Row[] };
  return rows;
}

/** The text between the file's `AS $$` and its closing `$$`: what PostgreSQL stores as prosrc. */
const bodyOf = (text: string) => text.match(/AS \$\$([\s\S]*)\$\$;\s*$/)?.[1];

describe('database functions as files', () => {
  it('holds each file’s body, and no function without a file', async () => {
    const { db } = await testDatabase();
    const inDatabase = await publicFunctions(db);
    const sources = readFunctionSources();
    expect(inDatabase.map((f) => f.name)).toEqual(sources.map((s) => s.name));
    for (const source of sources) {
      expect(bodyOf(source.sql), source.name).toBeDefined();
      expect(inDatabase.find((f) => f.name === source.name)?.body, source.name).toBe(bodyOf(source.sql));
    }
  });

  it('are applied again at start-up: a changed function returns to its file, and applying twice changes nothing', async () => {
    const database = await testDatabase();
    const before = await publicFunctions(database.db);
    await database.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION recompute_season_figures(p_season_id integer) RETURNS void LANGUAGE plpgsql AS $$ BEGIN END $$`,
      ),
    );
    await database.migrate();
    expect(await publicFunctions(database.db)).toEqual(before);
    await applyFunctions(database.db);
    expect(await publicFunctions(database.db)).toEqual(before);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Each database function is one source file, db/functions/<name>.sql (CREATE OR REPLACE FUNCTION), so one
// file shows the rule that runs. Start-up applies them after the migrations: a function changes by editing
// its file, never by a migration. A migration still creates what a function needs (tables, columns), and
// drops a function whose signature changes (CREATE OR REPLACE would add a second one beside it).
// The visibility functions (movie_published, episode_published …) are written into this folder from the
// policy's source by policies/visibility-sql.ts, and a test keeps them equal to it: edit the policy, not them.

const functionsFolder = new URL('./functions', import.meta.url).pathname;

/** Keeps two servers starting at once on one PostgreSQL from replacing the same function together. */
const APPLY_LOCK = 0x6d666900; // "mfi\0"

export type FunctionSource = { name: string; sql: string };

export function readFunctionSources(): FunctionSource[] {
  return fs
    .readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: path.basename(file, '.sql'),
      sql: fs.readFileSync(path.join(functionsFolder, file), 'utf8'),
    }));
}

/** Replaces every function by its file's text, in one transaction (idempotent; a few ms). */
export async function applyFunctions(db: Db) {
  const sources = readFunctionSources();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK})`);
    for (const source of sources) await tx.execute(sql.raw(source.sql));
  });
}

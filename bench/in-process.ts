// The runs that drive an app in this process (bench/import.ts, bench/member-import.ts): the app on the bench
// database when DATABASE_URL is set, else on an in-memory PGlite with the reference data, and a bench member
// of its own, signed in. Each run deletes what it wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { localAppDeps } from '../apps/server/src/app-deps';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createAccount } from '../apps/server/src/modules/accounts/operator.service';
import { seedReference } from '../apps/server/src/seed/reference';

export async function inProcessApp(name: string, env: Record<string, string> = {}) {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase({ url, poolMax: 10 });
  if (!url) {
    await database.migrate();
    await seedReference(database.db);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mfi-bench-${name}-`));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(localAppDeps(config, database));
  return {
    url,
    database,
    config,
    app,
    /** The app, then the database, and the data folder. */
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type InProcess = Awaited<ReturnType<typeof inProcessApp>>;

/** A new bench member (`name` and a number of this run; `phoneBase` keeps two runs' phones apart), signed in. */
export async function benchMember(
  { app, database, config }: InProcess,
  name: string,
  phoneBase: number,
  roles: Parameters<typeof createAccount>[1]['roles'] = [],
) {
  const run = Date.now() % 1_000_000;
  const account = {
    username: `${name}${run}`,
    email: `${name}${run}@bench.mfi.mn`,
    phone: String(phoneBase + run),
    password: 'Bench#Member2026',
  };
  await createAccount(database.db, { ...account, roles });
  const headers = { 'x-api-key': config.apiKey };
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/token/login/',
    headers,
    payload: { username: account.username, password: account.password },
  });
  return { run, username: account.username, auth: { ...headers, authorization: `Token ${login.json().auth_token}` } };
}

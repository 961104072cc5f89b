import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { localAppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { loadConfig } from '../config';
import { readOutbox } from '../lib/outbox';
import { createAccount } from '../modules/accounts/operator.service';
import type { Role } from '@mfi/contract/roles';
import { freshTestDatabase, testDatabase } from './database';

export const API_KEY = 'test-key';

/** A clock the test moves by hand. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

let counter = 0;
/** Unique names and numbers across files sharing one database. */
export function unique() {
  counter += 1;
  const n = (process.pid % 1000) * 10_000 + counter;
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) letters += String.fromCharCode(97 + (rest % 26));
  return {
    username: `u${letters}`.slice(0, 20),
    email: `u${n}@example.mn`,
    phone: String(20_000_000 + ((n * 7919) % 79_999_999)),
  };
}

export const STRONG_PASSWORD = 'Strong#Pass123';

/**
 * The real app on the worker's database (or, with ownDatabase, on a fresh one of its own), with a temp
 * DATA_DIR (outbox, media) and a test clock; `env` adds settings (config.ts); `database` is one the test
 * opened (and closes) itself.
 */
export async function buildTestApp({
  ownDatabase = false,
  env = {} as Record<string, string>,
  database: given = undefined as Database | undefined,
} = {}) {
  const database = given ?? (ownDatabase ? await freshTestDatabase() : await testDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-test-'));
  // Suites create many titles and forms with one member in a minute: quotas are a test of their own (lib/quotas.test).
  const quotas = {
    QUOTA_CREATIONS_PER_MINUTE: '10000',
    QUOTA_CREATIONS_PER_DAY: '10000',
    QUOTA_UPLOADS_PER_MINUTE: '10000',
    QUOTA_UPLOADS_PER_DAY: '10000',
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY,
    PUBLIC_URL: 'http://mfi.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...quotas,
    ...env,
  });
  const clock = new TestClock();
  const app = await buildApp(localAppDeps(config, database, clock));
  await app.ready();

  /** app.inject with the API key, an optional token and a client address. */
  const call = (opts: InjectOptions & { token?: string; ip?: string; noKey?: boolean }) => {
    const { token, ip, noKey, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      remoteAddress: ip ?? '10.0.0.1',
      headers: {
        ...(noKey ? {} : { 'x-api-key': API_KEY }),
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...headers,
      },
    });
  };

  const smsTo = async (phone: string) =>
    (await readOutbox<{ to: string; code: string }>(dataDir, 'sms.jsonl')).filter((m) => m.to === phone);
  const lastCode = async (phone: string) => (await smsTo(phone)).at(-1)?.code;
  const mails = () => readOutbox<{ to: string; subject: string; text: string; link: string }>(dataDir, 'mail.jsonl');

  /** An active account with the given roles, and a token for it. */
  const signedInUser = async (roles: Role[] = []) => {
    const u = unique();
    await createAccount(database.db, { ...u, password: STRONG_PASSWORD, roles });
    const res = await call({
      method: 'POST',
      url: '/api/v1/token/login/',
      payload: { username: u.username, password: STRONG_PASSWORD },
      ip: `10.9.${counter % 250}.${(counter * 7) % 250}`,
    });
    return { ...u, token: res.json().auth_token as string };
  };

  const close = async () => {
    await app.close();
    if (ownDatabase) await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, call, clock, dataDir, database, smsTo, lastCode, mails, signedInUser, close };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

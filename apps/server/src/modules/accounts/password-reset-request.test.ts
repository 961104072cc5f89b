import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail';
import { createSmsSender } from '../../lib/sms';
import { createLocalStorage } from '../../lib/storage';
import { API_KEY, STRONG_PASSWORD, TestClock, unique } from '../../test/app';
import { testDatabase } from '../../test/database';
import { createAccount } from './operator.service';

// Issue 12: the reset call took 3.6 ms for a known e-mail and 1.6 ms for an unknown one, because only a
// known one was stored and mailed before the answer. Now both answers do the same work, none of it on
// the database, and the mail goes out after the answer.

/** The database, with every query counted (select, insert, update, delete, execute, transaction). */
function counted(database: Database) {
  let queries = 0;
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(String(prop))) queries += 1;
        return value.apply(target, args);
      };
    },
  });
  return { database: { ...database, db }, queries: () => queries };
}

let app: Awaited<ReturnType<typeof buildApp>>;
let queries: () => number;
let dataDir: string;
/** Mails wait at this gate until a test opens it: a mail server that is slow to answer. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
const sent: MailMessage[] = [];
/** The queries each request made before its answer went out. */
const beforeAnswer = new Map<string, number>();

beforeAll(async () => {
  const base = counted(await testDatabase());
  queries = base.queries;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY,
    PUBLIC_URL: 'http://mfi.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const mail = {
    async send(message: MailMessage) {
      await gate;
      sent.push(message);
    },
  };
  app = await buildApp({
    config,
    database: base.database,
    sms: createSmsSender(config),
    mail,
    storage: createLocalStorage(path.join(dataDir, 'media')),
    clock: new TestClock(),
  });
  let atStart = 0;
  app.addHook('onRequest', async () => {
    atStart = queries();
  });
  app.addHook('onResponse', async (request) => {
    beforeAnswer.set(String(request.headers['x-case']), queries() - atStart);
  });
  await app.ready();
});
afterAll(async () => {
  openGate();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const requestReset = (email: string, label: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/reset_password/',
    payload: { email },
    remoteAddress: ip,
    headers: { 'x-api-key': API_KEY, 'x-case': label },
  });

describe('asking for a reset link', () => {
  it('answers a known and an unknown address after the same work, before the mail is sent', async () => {
    const u = unique();
    await createAccount((await testDatabase()).db, { ...u, password: STRONG_PASSWORD, roles: [] });
    gate = new Promise<void>((resolve) => (openGate = resolve));

    // One at a time: the work each hands on runs after its answer, and must not fall in the next one's count.
    let start = queries();
    const unknown = await requestReset(`nobody-${u.email}`, 'unknown', '10.79.0.2');
    await expect.poll(() => queries() - start).toBe(1); // the lookup, after the answer
    start = queries();
    const known = await requestReset(u.email, 'known', '10.79.0.1');
    await expect.poll(() => queries() - start).toBe(2); // the lookup and the link, after the answer
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(beforeAnswer.get('known')).toBe(0);
    expect(beforeAnswer.get('unknown')).toBe(0);
    expect(sent).toHaveLength(0);

    openGate();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].to).toBe(u.email);
    expect(sent[0].link).toMatch(/^http:\/\/mfi\.test\/password\/reset\/confirm\//);
  });
});

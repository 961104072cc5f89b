import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ADD_MAX } from '@mfi/contract/limits';
import { messages } from '@mfi/contract/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { findQueuedCodes } from './code-add.queries';

let t: TestApp;
let main: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  main = await t.signedInUser(['main_contributer']);
});
afterAll(() => t.close());

const send = (url: string, payload: unknown, token?: string) =>
  t.call({ method: 'POST', url: `/api${url}`, payload: payload as object, token });

// Codes unique to this file's run, so files sharing the worker's database never meet in the queue.
let nextCode = 900_000_000_000 + (process.pid % 10_000) * 10_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const freshCodes = (n: number) => Array.from({ length: n }, () => (nextCode += 1));

const invalid = { list: [messages.codeListInvalid.mn] };

describe('code-add calls (main contributors)', () => {
  it('queue movie codes sent as numbers or digit strings and say how many', async () => {
    const [a, b] = freshCodes(2);
    const res = await send('/add-movie/', { list: [a, String(b)] }, main.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `2 код импортын дараалалд нэмэгдлээ, 0 код өмнө нь дараалалд хүлээгдэж байсан.`,
      batch: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const rows = await findQueuedCodes(t.database.db, 'movie', [a, b]);
    expect(rows.map((r) => r.code)).toEqual([a, b]);
    expect(rows.every((r) => r.status === 'queued')).toBe(true);
  });

  it('queue a code once: a code already waiting is counted, not stored again, and all waiting is success false', async () => {
    const [a, b, c] = freshCodes(3);
    await send('/add-artist/', { list: [a, b] }, main.token);
    const other = await t.signedInUser(['main_contributer', 'contributer']);
    const again = await send('/add-artist/', { list: [b, c] }, other.token);
    expect(again.json()).toEqual({
      success: true,
      message: '1 код импортын дараалалд нэмэгдлээ, 1 код өмнө нь дараалалд хүлээгдэж байсан.',
      batch: expect.any(String),
    });
    const all = await send('/add-artist/', { list: [String(a), b, c] }, main.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ success: false, message: 'Илгээсэн 3 код бүгд импортын дараалалд хүлээгдэж байна!' });
    expect((await findQueuedCodes(t.database.db, 'artist', [a, b, c])).map((r) => r.code)).toEqual([a, b, c]);
  });

  it('store a code once when sends race', async () => {
    const codes = freshCodes(3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send('/add-movie/', { list: codes }, main.token)));
    expect(answers.map((r) => r.json().success).filter(Boolean)).not.toHaveLength(0);
    expect(await findQueuedCodes(t.database.db, 'movie', codes)).toHaveLength(3);
  });

  it('keep a queue per kind: the same code waits as a movie, a serial and a serial update', async () => {
    const [code] = freshCodes(1);
    for (const url of ['/add-movie/', '/add-serial/', '/update-serial/']) {
      expect((await send(url, { list: [code] }, main.token)).json().success).toBe(true);
    }
    for (const kind of ['movie', 'serial', 'serial_update'] as const) {
      expect(await findQueuedCodes(t.database.db, kind, [code])).toHaveLength(1);
    }
    expect(await findQueuedCodes(t.database.db, 'artist', [code])).toHaveLength(0);
  });

  it('read a bare JSON list of codes as the list (the serial calls are described so)', async () => {
    const [a, b] = freshCodes(2);
    expect((await send('/add-serial/', [a, b], main.token)).json().success).toBe(true);
    expect(await findQueuedCodes(t.database.db, 'serial', [a, b])).toHaveLength(2);
  });

  it('refuse letters, spaces, empty lists, repeats and wrong types with the spec’s message, storing nothing', async () => {
    const [a] = freshCodes(1);
    const bad: unknown[] = [
      { list: [] },
      { list: ['12a'] },
      { list: ['abc'] },
      { list: [' 12'] },
      { list: ['1 2'] },
      { list: [''] },
      { list: [a, a] },
      { list: [a, String(a)] },
      { list: ['7', '007'] },
      { list: [-5] },
      { list: [1.5] },
      { list: [true] },
      { list: [null] },
      { list: [{ code: 5 }] },
      { list: '550' },
      { list: 550 },
      { codes: [550] },
      {},
    ];
    for (const payload of bad) {
      const res = await send('/add-movie/', payload, main.token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual(invalid);
    }
    expect(await findQueuedCodes(t.database.db, 'movie', [a])).toHaveLength(0);
  });

  it('cap update-serial at 2 codes and every send at the list cap', async () => {
    const three = await send('/update-serial/', { list: freshCodes(3) }, main.token);
    expect(three.statusCode).toBe(400);
    expect(three.json()).toEqual({ list: ['Цуврал шинэчлэх код хамгийн ихдээ 2 байна!'] });
    expect((await send('/update-serial/', { list: freshCodes(2) }, main.token)).json().success).toBe(true);

    const tooMany = await send('/add-movie/', { list: freshCodes(CODE_ADD_MAX + 1) }, main.token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ list: [messages.codeListTooLong.mn] });
    const full = await send('/add-movie/', { list: freshCodes(CODE_ADD_MAX) }, main.token);
    expect(full.json()).toMatchObject({ success: true, message: expect.stringMatching(/^50 код/) });
  });

  it('need a signed-in main contributor: 401 without a token, 403 for members and plain contributors', async () => {
    const [code] = freshCodes(1);
    const member = await t.signedInUser();
    const contributor = await t.signedInUser(['contributer', 'publisher']);
    for (const url of ['/add-artist/', '/add-movie/', '/add-serial/', '/update-serial/']) {
      expect((await send(url, { list: [code] })).statusCode).toBe(401);
      expect((await send(url, { list: [code] }, member.token)).statusCode).toBe(403);
      expect((await send(url, { list: [code] }, contributor.token)).statusCode).toBe(403);
    }
    for (const kind of ['artist', 'movie', 'serial', 'serial_update'] as const) {
      expect(await findQueuedCodes(t.database.db, kind, [code])).toHaveLength(0);
    }
  });

  it('let an admin without the main contributor flag add codes (an admin holds every power role)', async () => {
    const [code] = freshCodes(1);
    const admin = await t.signedInUser(['admin']);
    expect((await send('/add-movie/', { list: [code] }, admin.token)).statusCode).toBe(200);
    expect(await findQueuedCodes(t.database.db, 'movie', [code])).toHaveLength(1);
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/add-artist/', '/api/add-movie/', '/api/add-serial/', '/api/update-serial/']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';
import { multipart } from './test/multipart';

// Who you are before what you sent (issue 11 section 4): every write call of the OpenAPI document
// answers a caller without a token 401, and a signed-in member without the route's role 403, whatever
// the body (bad fields, malformed JSON, a multipart form), so an anonymous caller never learns the schema.

type Operation = { security?: Record<string, string[]>[]; 'x-auth'?: string; 'x-roles'?: string[] };
type WriteCall = { method: string; url: string; op: Operation };

let t: TestApp;
let writes: WriteCall[];
let memberToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'x'), op })),
  );
  memberToken = (await t.signedInUser()).token;
});
afterAll(() => t.close());

const badBodies = async () => [
  { payload: { title: 12, grade: 'many', movie: [] }, headers: {} },
  { payload: '{"title": ', headers: { 'content-type': 'application/json' } },
  await multipart({ title: '', grade: 'x', tags: 'not json' }),
];

const guarded = () => writes.filter((w) => w.op['x-auth']);
const roleGuarded = () => writes.filter((w) => w.op['x-roles']);

describe('the OpenAPI document', () => {
  it('marks every write call that asks for a token as guarded, with its roles', () => {
    const asksToken = writes.filter((w) => w.op.security?.some((s) => 'token' in s));
    expect(asksToken.length).toBeGreaterThan(40);
    expect(asksToken.filter((w) => !w.op['x-auth']).map((w) => `${w.method} ${w.url}`)).toEqual([]);
    const rolesOf = (url: string) => writes.find((w) => w.url === url)?.op['x-roles'];
    expect(rolesOf('/api/journal/api-journal-create/')).toEqual(['publisher']);
    expect(rolesOf('/api/movie/api-update-movie/')).toEqual(['contributer']);
    expect(rolesOf('/api/movie/api-create-movie/')).toBeUndefined();
  });
});

describe('a write call without a token', () => {
  it('answers 401 whatever the body', async () => {
    const failures: string[] = [];
    for (const { method, url } of guarded()) {
      for (const body of await badBodies()) {
        const res = await t.call({ method: method as 'POST', url, ...body });
        if (res.statusCode !== 401) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a write call by a member without the role', () => {
  it('answers 403 whatever the body', async () => {
    expect(roleGuarded().length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const { method, url } of roleGuarded()) {
      for (const body of await badBodies()) {
        const res = await t.call({ method: method as 'POST', url, token: memberToken, ...body });
        if (res.statusCode !== 403) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('an admin', () => {
  it('passes every power-role guard: a bad body reaches validation instead of a 403', async () => {
    const { token } = await t.signedInUser(['admin']);
    const failures: string[] = [];
    for (const { method, url } of roleGuarded().filter((w) => !w.op['x-roles']!.includes('critic'))) {
      for (const body of await badBodies()) {
        const res = await t.call({ method: method as 'POST', url, token, ...body });
        if (res.statusCode !== 400) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is not a critic without the critic flag: detailed reviews stay with critics (roles.ts)', async () => {
    const { token } = await t.signedInUser(['admin']);
    const criticCalls = roleGuarded().filter((w) => w.op['x-roles']!.includes('critic'));
    expect(criticCalls.length).toBe(3);
    for (const { method, url } of criticCalls)
      expect((await t.call({ method: method as 'POST', url, token, payload: {} })).statusCode, url).toBe(403);
  });

  it('reads the unpublished lists that contributors read', async () => {
    const { token } = await t.signedInUser(['admin']);
    for (const url of ['/api/movie/movie-list/', '/api/artist/artist-list/', '/api/serial/serial-list/']) {
      expect((await t.call({ method: 'GET', url, query: { published: 'false' }, token })).statusCode, url).toBe(200);
      expect(
        (await t.call({ method: 'GET', url, query: { published: 'false' }, token: memberToken })).statusCode,
        url,
      ).toBe(403);
    }
  });
});

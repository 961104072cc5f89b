import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import { ROLES } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from './test/app';
import { signedInMember, type SignedInMember } from './test/factories/members';
import { makeMovie } from './test/factories/movies';
import { apiRoutes, type Route, sampleQuery, type Schema } from './test/openapi';

// Boolean query parameters (issue 23 section 4): the spec's client sends JavaScript booleans, so every
// flag of a query takes `true`/`false` as well as `1`/`0` (the field kit's one flag builder).

let t: TestApp;
let routes: Route[];
let everyRole: string;

beforeAll(async () => {
  t = await buildTestApp();
  everyRole = (await t.signedInUser([...ROLES])).token;
  routes = await apiRoutes(t);
});
afterAll(() => t.close());

const isFlag = (s: Schema | undefined): boolean =>
  !!s && (s.type === 'boolean' || (s.anyOf ?? s.oneOf ?? []).some((v) => v.type === 'boolean'));

describe('every boolean query parameter of the OpenAPI document', () => {
  it('takes true, false, 1 and 0, and answers anything else "invalid value"', async () => {
    const flags = routes
      .filter((r) => r.method === 'GET')
      .flatMap((r) =>
        (r.op.parameters ?? []).filter((p) => p.in === 'query' && isFlag(p.schema)).map((p) => ({ r, p })),
      );
    expect(flags.map(({ p }) => p.name)).toEqual(
      expect.arrayContaining(['notified', 'published', 'festival', 'yearFlag']),
    );
    const failures: string[] = [];
    for (const { r, p } of flags) {
      for (const value of ['true', 'false', '1', '0', 'maybe']) {
        const res = await t.call({
          method: 'GET',
          url: r.url,
          query: { ...sampleQuery(r), [p.name]: value },
          token: everyRole,
        });
        const refused = res.statusCode === 400 && p.name in res.json();
        if (refused !== (value === 'maybe'))
          failures.push(`${r.url} ?${p.name}=${value}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        if (refused) expect(res.json()[p.name]).toEqual([mn('invalidValue')]);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('?notified', () => {
  let a: SignedInMember;
  const read = (query: Record<string, string>) =>
    t.call({ method: 'GET', url: '/api/user/api/v-user-notification/', query, token: a.token });

  it('false (or 0, or absent) answers the unread count; true (or 1) the list, marking it seen', async () => {
    a = await signedInMember(t);
    const b = await signedInMember(t);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/api/v-user-follow/', payload: { slug: a.slug }, token: b.token }))
        .statusCode,
    ).toBe(200);
    for (const query of [{ notified: 'false' }, { notified: '0' }, {}] as Record<string, string>[])
      expect((await read(query)).json()).toEqual({ notification: { unread: 1 } });
    const list = (await read({ notified: 'true' })).json().notification;
    expect(list.results).toHaveLength(1);
    expect((await read({ notified: 'false' })).json()).toEqual({ notification: { unread: 0 } });
    expect((await read({ notified: '1' })).json().notification.results).toHaveLength(1);
  });
});

describe('?published on the movie catalogue', () => {
  it('false and 0 both list the unpublished movies for a contributor; true and 1 the published ones', async () => {
    const hidden = await makeMovie(t.database.db, { publish: false });
    const { token } = await t.signedInUser(['contributer']);
    const slugs = async (published: string) =>
      (
        await t.call({
          method: 'GET',
          url: '/api/movie/movie-list/',
          query: { published, search: hidden.iTitle },
          token,
        })
      )
        .json()
        .results.map((m: { slug: string }) => m.slug);
    expect(await slugs('false')).toContain(hidden.slug);
    expect(await slugs('0')).toContain(hidden.slug);
    expect(await slugs('true')).not.toContain(hidden.slug);
    expect(await slugs('1')).not.toContain(hidden.slug);
  });
});

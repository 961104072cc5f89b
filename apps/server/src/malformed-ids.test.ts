import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '@mfi/contract/fields';
import { ROLES } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from './test/app';
import { multipart } from './test/multipart';
import { apiRoutes, jsonBodyOf, type Route, sample, sampleQuery, type Schema } from './test/openapi';
import { uploadForms, type UploadForm } from './test/upload-forms';

// Ids of 2^31 and above (issue 23 section 4): an integer column holds no such row, and such an id used to
// reach the database as a 500 on 19 routes. Every id of the OpenAPI document (an integer that must be
// positive, in a query or a JSON body, alone or in a union with a slug) comes from the field kit with
// ID_MAX; each is sent as 2147483648 by a member and by a user holding every role, and every number of
// every multipart form likewise: the answer is a 4xx (400 once the guards pass), never a 5xx.

const TOO_BIG = ID_MAX + 1;
const REFUSED = [400, 401, 403, 404];

let t: TestApp;
let routes: Route[];
let forms: UploadForm[];
let member: string;
let everyRole: string;

beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  const all = await t.signedInUser([...ROLES]);
  everyRole = all.token;
  member = (await t.signedInUser()).token;
  routes = (await apiRoutes(t)).filter((r) => r.url !== '/api/v1/token/logout/');
  forms = await uploadForms(t, all);
});
afterAll(() => t.close());

/** An id's schema: an integer that must be positive (pages, sorts and years start at a minimum instead). */
const idSchemaOf = (
  schema: Schema | undefined,
): (Schema & { maximum?: number; exclusiveMinimum?: unknown }) | undefined =>
  [schema, ...(schema?.anyOf ?? schema?.oneOf ?? [])].find(
    (s): s is Schema & { exclusiveMinimum?: unknown } =>
      s?.type === 'integer' && (s as { exclusiveMinimum?: unknown }).exclusiveMinimum !== undefined,
  );

type Probe = { label: string; route: Route; query: Record<string, string>; payload?: object; max?: number };

/** One request per id of the call, that id set to 2^31, everything else a plausible value. */
function idProbes(route: Route): Probe[] {
  const label = `${route.method} ${route.url}`;
  const query = sampleQuery(route);
  const probes: Probe[] = [];
  for (const p of (route.op.parameters ?? []).filter((q) => q.in === 'query')) {
    const id = idSchemaOf(p.schema);
    if (id)
      probes.push({
        label: `${label} ?${p.name}`,
        route,
        query: { ...query, [p.name]: String(TOO_BIG) },
        max: id.maximum,
      });
  }
  const body = jsonBodyOf(route);
  const base = sample(body) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    const id = idSchemaOf(schema);
    if (id)
      probes.push({
        label: `${label} body.${name}`,
        route,
        query,
        payload: { ...base, [name]: TOO_BIG },
        max: id.maximum,
      });
  }
  return probes;
}

const allProbes = () => routes.flatMap(idProbes);

async function send(probe: Probe, token: string) {
  return t.call({
    method: probe.route.method as 'POST',
    url: probe.route.url,
    query: probe.query,
    token,
    ...(probe.payload ? { payload: probe.payload } : {}),
  });
}

describe('every id of the OpenAPI document', () => {
  it('is bounded by ID_MAX (the field kit’s idParam and its kin)', () => {
    const probes = allProbes();
    expect(probes.length).toBeGreaterThan(60);
    expect(probes.filter((p) => p.max !== ID_MAX).map((p) => `${p.label} max ${p.max}`)).toEqual([]);
  });

  it('answers 2147483648 with the kit’s 400 "invalid value" to a user holding every role', async () => {
    const failures: string[] = [];
    for (const probe of allProbes()) {
      const res = await send(probe, everyRole);
      if (res.statusCode !== 400) failures.push(`${probe.label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 2147483648 with a refusal, never a 5xx, to a member', async () => {
    const failures: string[] = [];
    for (const probe of allProbes()) {
      const res = await send(probe, member);
      if (!REFUSED.includes(res.statusCode))
        failures.push(`${probe.label}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });
});

/** A form field's value with its number (or each number, or each listed row's id) set to 2^31; undefined when it holds none. */
function tooBig(value: string | number | object): string | number | object | undefined {
  if (typeof value === 'number') return TOO_BIG;
  if (Array.isArray(value) && value.length) {
    const [first] = value as unknown[];
    if (typeof first === 'number') return [TOO_BIG];
    if (first && typeof first === 'object' && 'id' in first) return [{ ...first, id: TOO_BIG }];
  }
  return undefined;
}

/** Whether a 400's fields name the form field, itself or a part of it (`tags.0`, `members.0.memberCategory`). */
const namesField = (errors: Record<string, unknown>, name: string) =>
  Object.keys(errors).some((k) => k === name || k.startsWith(`${name}.`) || k.endsWith(`.${name}`));

describe('every number of every multipart form', () => {
  it('answers 2147483648 with a 400 naming the field, never a 5xx', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const form of forms) {
      for (const [name, value] of form.fields) {
        const big = tooBig(value);
        if (big === undefined) continue;
        probes += 1;
        const fields = form.fields.map(([k, v]): [string, string | number | object] =>
          k === name ? [k, big] : [k, v],
        );
        const files = Object.fromEntries(Object.entries(form.files).map(([k, data]) => [k, { data }]));
        const body = await multipart(fields, files);
        const res = await t.call({ method: 'POST', url: form.url, token: everyRole, ...body });
        if (res.statusCode !== 400 || !namesField(res.json(), name))
          failures.push(`${form.url} ${name}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(probes).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  });
});

import type { TestApp } from './app';

// The routes of the OpenAPI document and plausible inputs for them, for the tests that walk every route
// with bad input (malformed-input.test): values the schemas most likely accept, so that a request gets
// past its schema with only the one bad input in it.

export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  pattern?: string;
  format?: string;
  minimum?: number;
  minItems?: number;
};
export type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
};
export type Route = { method: string; url: string; op: Operation };

/** Every API call of the document (the docs' own pages left out), path parameters filled in. */
export async function apiRoutes(t: TestApp): Promise<Route[]> {
  const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
    string,
    Record<string, Operation>
  >;
  return Object.entries(paths)
    .filter(([url]) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
    .flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        url: url.replace(/\{[^}]+\}/g, '1'),
        op,
      })),
    );
}

/** The JSON body's schema, when the call takes one. */
export const jsonBodyOf = (route: Route) => route.op.requestBody?.content?.['application/json']?.schema;

/** A value the schema most likely accepts. */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return sample(variant[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'string':
      if (schema.format === 'email') return 'nul@example.mn';
      if (schema.pattern?.startsWith('^\\d') || schema.pattern?.startsWith('^[0-9]')) return '1';
      return 'abc';
    default:
      return 'abc';
  }
}

/** Whether the schema takes text (a string, or a union with a free string). */
export const takesText = (schema: Schema | undefined): boolean =>
  !!schema &&
  ((schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format) ||
    (schema.anyOf ?? schema.oneOf ?? []).some(takesText) ||
    (!schema.type && !schema.anyOf && !schema.oneOf && !schema.enum));

/** The query that the call's schema most likely accepts. */
export const sampleQuery = (route: Route) =>
  Object.fromEntries(
    (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]),
  );

export type TextProbe = { label: string; query: Record<string, string>; payload?: unknown };

/** One request per text input of the call, that input set to `text`: each query parameter, each JSON body property. */
export function textProbes(route: Route, text: string): TextProbe[] {
  const label = `${route.method} ${route.url}`;
  const probes: TextProbe[] = [];
  const baseQuery = sampleQuery(route);
  for (const p of (route.op.parameters ?? []).filter((q) => q.in === 'query' && takesText(q.schema))) {
    probes.push({ label: `${label} ?${p.name}`, query: { ...baseQuery, [p.name]: text } });
  }
  const body = jsonBodyOf(route);
  if (body) {
    const base = sample(body) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(body.properties ?? {})) {
      if (takesText(schema))
        probes.push({ label: `${label} body.${name}`, query: baseQuery, payload: { ...base, [name]: text } });
      if (schema.type === 'array' && takesText(schema.items))
        probes.push({ label: `${label} body.${name}[]`, query: baseQuery, payload: { ...base, [name]: [text] } });
    }
  }
  return probes;
}

import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * An API answer a page's first render asks for, put in the page by the server that has just read it for the
 * head: the web takes it instead of asking again (lib/api-client.ts), one round trip less before the page
 * shows. `url` is the call as the web makes it (`/api` + path + query in the web's order), `json` the answer
 * exactly as that route would send it (its response schema's serializer).
 */
export type PageAnswer = { url: string; json: string };

const serializers = new WeakMap<ZodType, (data: unknown) => string>();

export function pageAnswer(path: string, query: Record<string, string>, schema: ZodType, answer: unknown): PageAnswer {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = serializerCompiler({ schema, method: 'GET', url: path }) as (data: unknown) => string;
    serializers.set(schema, serialize);
  }
  return { url: `/api${path}?${new URLSearchParams(query).toString()}`, json: serialize(answer) };
}

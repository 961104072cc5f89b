import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/guards';
import type { AppContext, ZodApp } from '../context';

// The options every route of a module repeats (tags, the OpenAPI security, the guard at onRequest, the
// aggregate a write changes, the 200 answer), said once: a routes file then reads as path, summary,
// schemas and the service call. The options are a plain object, so a route may add its own by spreading.

/** The API key and a token: how the OpenAPI document says a signed-in call is made. */
export const SIGNED_IN = [{ apiKey: [], token: [] }];

/** A route guard (auth/guards): it runs at onRequest, before the body is read, and throws 401 or 403. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** The aggregate whose after-write a write calls (after-write/), or 'none'. */
export type Writes = NonNullable<FastifyContextConfig['writes']>;

export function routeKit(tags: string[]) {
  /** A write with a JSON body: the guard at onRequest, so a call without the right is refused unread. */
  const write = <B extends ZodType, R extends ZodType>(guard: Guard, summary: string, body: B, response: R) => ({
    schema: { tags, summary, security: SIGNED_IN, body, response: { 200: response } },
    onRequest: guard,
  });
  /** A write whose body is a form (multipart, read by the service's own schema) or nothing. */
  const form = <R extends ZodType>(guard: Guard, summary: string, response: R) => ({
    schema: { tags, summary, security: SIGNED_IN, response: { 200: response } },
    onRequest: guard,
  });
  return {
    /** A read anyone may make (guests too): its query and its 200 answer. */
    read<Q extends ZodType, R extends ZodType>(summary: string, querystring: Q, response: R) {
      return { schema: { tags, summary, querystring, response: { 200: response } } };
    },
    /** A signed-in read: the guard runs at onRequest, before anything else (decision 008). */
    guardedRead<Q extends ZodType, R extends ZodType>(guard: Guard, summary: string, querystring: Q, response: R) {
      return {
        schema: { tags, summary, security: SIGNED_IN, querystring, response: { 200: response } },
        onRequest: guard,
      };
    },
    write,
    form,
    /** Writes behind one guard that change one aggregate (`config.writes`, checked under test). */
    writes(guard: Guard, writes: Writes) {
      const config = { writes };
      return {
        json: <B extends ZodType, R extends ZodType>(summary: string, body: B, response: R) => ({
          config,
          ...write(guard, summary, body, response),
        }),
        form: <R extends ZodType>(summary: string, response: R) => ({ config, ...form(guard, summary, response) }),
      };
    },
  };
}

/**
 * The common write: a JSON body handed with the signed-in caller to one service call. Registers such
 * calls on `app` for one guard and aggregate: `post(path, summary, body, response, service)`.
 */
export function callerPosts(app: ZodApp, ctx: AppContext, tags: string[], guard: Guard, writes: Writes) {
  const options = routeKit(tags).writes(guard, writes);
  return <B extends ZodType, R extends ZodType>(
    path: string,
    summary: string,
    body: B,
    response: R,
    service: (ctx: AppContext, user: AuthUser, body: z.output<B>) => Promise<z.input<R>>,
  ) => {
    // The service's answer is checked against the response schema in this function's signature; the
    // route itself is registered with the schemas widened, as Fastify cannot resolve a generic schema.
    app.post(path, options.json(summary, body as ZodType, response as ZodType), (req) =>
      service(ctx, currentUser(req), req.body as z.output<B>),
    );
  };
}

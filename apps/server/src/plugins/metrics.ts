import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppMetrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** A call of GET /api/metrics by someone who may read them: no API key or session token is asked of it. */
    readsMetrics: boolean;
  }
}

export const METRICS_PATH = '/api/metrics';

/** The loopback addresses, as the socket reports them (an IPv4 peer of a dual-stack socket is `::ffff:…`). */
const LOOPBACK = ['127.0.0.1', '::1'];

/** Headers a proxy adds: their presence says the peer forwarded someone else's request. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read the metrics (decision 031): a caller from loopback or METRICS_ALLOW, by `request.ip`, which
 * is the socket's peer unless TRUST_PROXY names the proxies whose X-Forwarded-For is believed; or anyone
 * with `Authorization: Bearer <METRICS_TOKEN>`. Without TRUST_PROXY a request that carries forwarding
 * headers came through a proxy whose client we cannot know: a local nginx would make every visitor look like
 * 127.0.0.1, so such a request is let in by the token alone.
 */
export function metricsReader(config: Pick<Config, 'metrics' | 'trustProxy'>) {
  const allowed = new net.BlockList();
  for (const entry of [...LOOPBACK, ...config.metrics.allow]) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  const token = config.metrics.token ? Buffer.from(`Bearer ${config.metrics.token}`) : undefined;
  const addressCounts = (request: FastifyRequest) =>
    config.trustProxy !== false || !FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);

  return (request: FastifyRequest): boolean => {
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length === token.length && timingSafeEqual(given, token)) return true;
    }
    const ip = request.ip;
    const family = net.isIP(ip);
    // BlockList matches an IPv4 rule against its IPv4-mapped IPv6 form too (::ffff:127.0.0.1).
    return family !== 0 && addressCounts(request) && allowed.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Measures every answer (by route pattern: `routeOptions.url`, never the raw address, so the series stay as
 * few as the routes) and serves GET /api/metrics to its readers. To anyone else the path answers as an
 * unknown one would (the API key asked first, then the not-found handler's 404), so it does not advertise
 * itself. Registered before the API-key and token checks, which let a reader through.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  mayRead: (request: FastifyRequest) => boolean,
) {
  app.decorateRequest('readsMetrics', false);
  // Callback style: one comparison on every other call, no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url === METRICS_PATH) request.readsMetrics = mayRead(request);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!request.readsMetrics) return reply.callNotFound();
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}

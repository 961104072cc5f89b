import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import type { CacheHolder } from '../after-write/after-write';
import { memberPagesAfterOwnWrite } from '../after-write/profile.after-write';

// A member's own pages (profile detail, feed) are cached without the caller's part (issue 15, decision 015).
// Whatever a member writes may show there, so a successful write by a signed-in member drops them before
// the answer leaves: their next read is fresh. Writes by others that change a member's pages (a follow, a
// block) drop that member's through their own after-write. The hook sits on the write routes alone, so a
// read pays nothing for it.

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const isWrite = (route: RouteOptions) => [route.method].flat().some((m) => WRITE_METHODS.includes(m));

export function registerMemberPages(app: FastifyInstance, ctx: CacheHolder) {
  const dropWritersPages: onSendHookHandler = (request, reply, payload, done) => {
    if (request.user && reply.statusCode >= 200 && reply.statusCode < 300) {
      memberPagesAfterOwnWrite(ctx, request.user.id);
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!isWrite(route)) return;
    route.onSend = [route.onSend ?? []].flat().concat(dropWritersPages);
  });
}

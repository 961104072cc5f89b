import type { FastifyInstance } from 'fastify';
import { memberPagesAfterOwnWrite } from '../after-write/profile.after-write';
import type { CacheHolder } from '../after-write/after-write';

// A member's own pages (profile detail, feed) are cached without the caller's part (issue 15, decision 015).
// Whatever a member writes may show there, so a successful write by a signed-in member drops them before
// the answer leaves: their next read is fresh. Writes by others that change a member's pages (a follow, a
// block) drop that member's through their own after-write.

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerMemberPages(app: FastifyInstance, ctx: CacheHolder) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && WRITE_METHODS.has(request.method) && reply.statusCode >= 200 && reply.statusCode < 300) {
      memberPagesAfterOwnWrite(ctx, request.user.id);
    }
    return payload;
  });
}

import {
  queuePublishBody,
  queuePublishResponse,
  queueQuery,
  queueRejectBody,
  queueRejectResponse,
  queueResponse,
} from '@mfi/contract/admin.schemas';
import { currentUser, noStore, requireRole } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { MODERATORS } from '../../policies/admin.policy';
import { listQueue, publishQueued, rejectQueued } from './queue.service';

// The admin console's moderation queue (issue 25 item 1; decision 024), designed in the spec's style under
// /api/admin/. Its guard is the admin policy's MODERATORS (whoever may publish something), before the body is
// read; each service narrows to what the catalogue policy lets the caller publish.
const route = routeKit(['admin']);

export function registerAdminRoutes(app: ZodApp, ctx: AppContext) {
  const moderator = requireRole(...MODERATORS);
  app.get(
    '/admin/api-queue/',
    {
      ...route.guardedRead(
        moderator,
        'Items awaiting publication that the caller may publish, newest first, by kind and creator',
        queueQuery,
        queueResponse,
      ),
      onSend: noStore,
    },
    (req) => listQueue(ctx, currentUser(req), req.query),
  );
  const writes = route.writes(moderator, 'revision');
  app.post(
    '/admin/api-queue-publish/',
    writes.json(
      'Publish one or several waiting items through their kinds\u2019 publish services (all checked first)',
      queuePublishBody,
      queuePublishResponse,
    ),
    (req) => publishQueued(ctx, currentUser(req), req.body.items),
  );
  app.post(
    '/admin/api-queue-reject/',
    writes.json(
      'Send a waiting item back to its creator with a reason; it stays a draft',
      queueRejectBody,
      queueRejectResponse,
    ),
    (req) => rejectQueued(ctx, currentUser(req), req.body),
  );
}

import { historyQuery, historyResponse, revertBody, revertResponse } from '@mfi/contract/revisions.schemas';
import { currentUser, noStore, requireRole } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { MODERATORS, REVISION_KEEPERS } from '../../policies/admin.policy';
import { itemHistory, revertTo } from './revisions.service';

// Edit history (issue 25 item 2; decision 024) in the admin console: an item's editors read it (the guard lets
// whoever edits something in, the service asks the policy of the item), admins revert.
const route = routeKit(['admin']);

export function registerRevisionRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/admin/api-history/',
    {
      ...route.guardedRead(
        requireRole(...MODERATORS),
        "An item's revisions, newest first, field by field",
        historyQuery,
        historyResponse,
      ),
      onSend: noStore,
    },
    (req) => itemHistory(ctx, currentUser(req), req.query),
  );
  app.post(
    '/admin/api-revert/',
    route
      .writes(requireRole(...REVISION_KEEPERS), 'revision')
      .json('Put an item back as it was after a revision (a revision itself)', revertBody, revertResponse),
    (req) => revertTo(ctx, currentUser(req), req.body.revision),
  );
}

import {
  ADMIN_REFERENCE_PATHS,
  adminReferenceListQuery,
  adminReferenceListResponse,
  referenceMergeBody,
  referenceMergeResponse,
} from '@mfi/contract/admin-reference.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole } from '../../auth/guards';
import { routeKit } from '../../lib/route-kit';
import { REFERENCE_KEEPERS } from '../../policies/reference.policy';
import { listReferenceAdmin, mergeReference } from './admin-reference.service';

// The admin console's reference calls (issue 25 part 4; designed in the spec's style, under /admin/), beside
// the reference calls that add, rename and delete (reference.routes.ts). Guarded from the policy's table.
const kit = routeKit(['admin']);

export function registerAdminReferenceRoutes(app: ZodApp, ctx: AppContext) {
  const keeper = requireRole(...REFERENCE_KEEPERS);
  app.get(
    ADMIN_REFERENCE_PATHS.list,
    kit.guardedRead(
      keeper,
      'Admin: a kind of reference items by name, each with where it is used',
      adminReferenceListQuery,
      adminReferenceListResponse,
    ),
    (req) => listReferenceAdmin(ctx, currentUser(req), req.query),
  );
  app.post(
    ADMIN_REFERENCE_PATHS.merge,
    kit
      .writes(keeper, 'reference')
      .json(
        'Admin: merge two tags or collections: every link of `from` moves to `into` (duplicates collapse), `from` goes',
        referenceMergeBody,
        referenceMergeResponse,
      ),
    (req) => mergeReference(ctx, currentUser(req), req.body),
  );
}

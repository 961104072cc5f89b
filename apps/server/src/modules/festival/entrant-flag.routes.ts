import {
  entrantFlagRequest,
  entrantFlagResponse,
  entrantRequestBody,
  entrantRequestResponse,
} from '@mfi/contract/festival.schemas';
import { currentUser, requireRole, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { FESTIVAL_MANAGERS } from '../../policies/festival.policy';
import { requestEntrantFlag, setEntrantFlag } from './entrant-flag.service';

// The festival entrant flag: the admins grant it, a member asks for it (issue 24 item 5).
const route = routeKit(['festival']);

export function registerEntrantFlagRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/award/entrant-flag/',
    route
      .writes(requireRole(...FESTIVAL_MANAGERS), 'festival')
      .json(
        "Grant or take back a member's festival entrant flag `ustga` (admins); answers their request, a grant notifies them",
        entrantFlagRequest,
        entrantFlagResponse,
      ),
    (req) => setEntrantFlag(ctx, currentUser(req), req.body),
  );
  app.post(
    '/award/entrant-request/',
    route
      .writes(requireUser, 'festival')
      .json(
        'Ask the admins for the entrant flag (members without it): notifies them once until one answers; ' +
          '400 {success: false, message} for an entrant or while the request waits',
        entrantRequestBody,
        entrantRequestResponse,
      ),
    (req) => requestEntrantFlag(ctx, currentUser(req)),
  );
}

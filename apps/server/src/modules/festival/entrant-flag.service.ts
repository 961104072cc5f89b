import type { z } from 'zod';
import type { entrantFlagRequest } from '@mfi/contract/festival.schemas';
import { mn } from '@mfi/contract/messages';
import { festivalAfterWrite } from '../../after-write/festival.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { can } from '../../policies/festival.policy';
import * as q from './entrant-flag.queries';
import { refusal } from './registration.service';

// The festival entrant flag `ustga` (decision 019): an admin grants it; a member without it asks the admins
// for it from the registration page (issue 24 item 5, decision 020), and the admin's answer closes the request.

/**
 * POST /award/entrant-flag/ (admin, checked by the route's guard from FESTIVAL_MANAGERS): grants or takes back a
 * member's entrant flag, which answers their request (a grant notifies them, from `admin`). The members' flags are read with their token and kept a few seconds
 * (modules/accounts/session-cache): forgotten here, so the change holds from the member's next call.
 */
export async function setEntrantFlag(
  ctx: ServiceDeps<'db' | 'clock' | 'sessions'>,
  admin: AuthUser,
  body: z.infer<typeof entrantFlagRequest>,
) {
  const id = await ctx.db.transaction(async (tx) => {
    const member = await q.setEntrantFlag(tx, body.user, body.ustga, ctx.clock.now());
    if (member !== undefined) await festivalAfterWrite.notify.entrantAnswered(tx, member, admin.id, body.ustga);
    return member;
  });
  if (id === undefined) throw refusal(404, 'userSlugUnknown');
  await ctx.sessions.forgetUser(id);
  festivalAfterWrite.entrantFlag();
  return { success: true, message: mn('entrantFlagSaved') };
}

/**
 * POST /award/entrant-request/: a member without the flag asks the admins for it, once until answered; a
 * member who may register already, or whose request waits, is refused (400) and nobody is told again.
 */
export async function requestEntrantFlag(ctx: ServiceDeps<'db'>, user: AuthUser) {
  if (can(user, 'register')) throw refusal(400, 'entrantAlready');
  const sent = await ctx.db.transaction(async (tx) => {
    await q.lockMember(tx, user.id);
    return festivalAfterWrite.notify.entrantRequested(tx, user.id);
  });
  if (!sent) throw refusal(400, 'entrantRequestWaiting');
  festivalAfterWrite.entrantFlag();
  return { success: true, message: mn('entrantRequested') };
}

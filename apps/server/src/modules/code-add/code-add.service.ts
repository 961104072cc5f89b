import { mn } from '@mfi/contract/messages';
import type { CodeAddAnswer, ImportKind } from '@mfi/contract/code-add.schemas';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../auth/auth-user';
import { authorize } from '../../policies/code-add.policy';
import * as q from './code-add.queries';

// The code-add pages (part 2 sections 2 and 5): no external catalogue is reachable from here, so the codes
// wait in catalogue_imports for an importer that can fetch them (decision 007).

/** POST /add-artist/, /add-movie/, /add-serial/, /update-serial/ (main contributors): queue the codes not already waiting. */
export async function queueCodes(
  ctx: AppContext,
  user: AuthUser,
  kind: ImportKind,
  codes: number[],
): Promise<CodeAddAnswer> {
  authorize(user, 'queue');
  const queued = await q.insertQueuedCodes(ctx.db, kind, codes, user.id);
  const waiting = codes.length - queued;
  // Nothing new queued is a failed send for the page: it shows the message as a warning.
  if (queued === 0) return { success: false, message: mn('codesAllWaiting', { waiting }) };
  return { success: true, message: mn('codesQueued', { queued, waiting }) };
}

import { hasAnyRole, hasRole, type PowerRole } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import { type Actor, type CatalogueKind, can as canCatalogue, EDITORS, type Subject } from './catalogue.policy';

// The admin console (issue 25; decision 024). The moderation queue opens to whoever may publish something
// (contributors publish titles and artists, publishers their own journals, admins everything: the catalogue
// policy's `publish`), and each of them sees there only what that policy lets them publish
// (visibility.ts `publishableBy`). An item's history is read by its editors (the catalogue policy's `edit`;
// a festival edition's and the about-us page's by admins); reverting is the admins'.

/** Who opens the queue: the editors of any kind (an admin holds every power). The queue's guard. */
export const MODERATORS: readonly PowerRole[] = [...new Set(Object.values(EDITORS).flat())];

/** Whether the actor opens the queue (and the histories): the guard's reading of `MODERATORS`. */
export const opensConsole = (user: Actor) => hasAnyRole(user, MODERATORS);

/** Who reverts an item to an earlier revision: the revert route's guard. */
export const REVISION_KEEPERS = ['admin'] as const satisfies readonly PowerRole[];

/** Whether the actor sees a kind's waiting items at all in the queue (the SQL narrows the journals further). */
export const moderates = (user: Actor, kind: CatalogueKind) =>
  kind === 'journal' ? hasRole(user, 'publisher') : hasRole(user, EDITORS[kind][0]);

/** What a history is about: a catalogue item as the policy's subject, or an edition or the about-us page. */
export type HistorySubject = Subject | { kind: 'edition' | 'about' };

export type HistoryAction = 'read' | 'revert';

export function can(user: Actor, action: HistoryAction, subject: HistorySubject): boolean {
  if (action === 'revert' || !('publish' in subject)) return hasRole(user, 'admin');
  return canCatalogue(user, 'edit', subject);
}

export function authorize(user: Actor, action: HistoryAction, subject: HistorySubject): void {
  if (can(user, action, subject)) return;
  if (!user) throw unauthorized();
  throw forbidden();
}

import type { MemberPowers } from '@mfi/contract/accounts.schemas';
import { can as canOnAbout } from './about.policy';
import { opensConsole } from './admin.policy';
import { can as canOnMembers } from './admin-members.policy';
import { type Actor, can, type CatalogueKind, listsJournalDrafts, seesUnpublished } from './catalogue.policy';
import { can as canAddByCode } from './code-add.policy';
import { can as canAtFestival } from './festival.policy';
import { can as canOnReference } from './reference.policy';

// What the signed-in member may open on the site, as the short profile carries it (issue 23): the verdicts
// about pages, beside the verdicts about items (permissions.ts). Each power is the policy that guards the
// area's calls, asked as that area's route guard asks it, so the web's route guards and menus follow the
// server's rules instead of reading the role flags. An admin holds every power, as in every policy.

/** The kinds whose edit pages and unpublished lists the catalogue's editors open. */
const EDITED_KINDS = ['artist', 'movie', 'serial', 'season', 'episode'] as const satisfies readonly CatalogueKind[];

export function powersOf(user: Actor): MemberPowers {
  return {
    // An unpublished item's edit page: its editors, who also see the unpublished lists.
    edit_catalogue: EDITED_KINDS.every(
      (kind) => can(user, 'edit', { kind, publish: false }) && seesUnpublished(user, kind),
    ),
    see_journal_drafts: listsJournalDrafts(user),
    write_journals: can(user, 'create', { kind: 'journal', publish: false }),
    admin_console: opensConsole(user),
    add_by_code: canAddByCode(user, 'queue'),
    edit_about: canOnAbout(user, 'edit'),
    manage_festival: canAtFestival(user, 'manage'),
    manage_members: canOnMembers(user, 'manage'),
    see_audit: canOnMembers(user, 'readAudit'),
    manage_reference: canOnReference(user, 'manage'),
  };
}

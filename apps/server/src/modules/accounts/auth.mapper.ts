import type { MemberPowers, ShortProfile } from '@mfi/contract/accounts.schemas';
import { memberName } from '@mfi/contract/member-name';
import type { AuthUser } from '../../auth/auth-user';
import { grantsOf } from '../../auth/member-grants';
import type { MediaUrls } from '../../lib/storage';
import type { UserRow } from './auth.queries';

export function toAuthUser(
  row: Pick<
    UserRow,
    'id' | 'username' | 'slug' | 'contributer' | 'mainContributer' | 'publisher' | 'critic' | 'admin' | 'ustga'
  >,
): AuthUser {
  return {
    id: row.id,
    username: row.username,
    slug: row.slug,
    ...grantsOf(row),
  };
}

/** The short profile, with the member's powers the service asked the policies for. */
export function toShortProfile(media: MediaUrls, row: UserRow, powers: MemberPowers): ShortProfile {
  return {
    contributer: row.contributer,
    main_contributer: row.mainContributer,
    admin: row.admin,
    critic: row.critic,
    publisher: row.publisher,
    ustga: row.ustga,
    name: memberName(row),
    slug: row.slug,
    image: media.urlOf(row.image),
    background: media.urlOf(row.background),
    powers,
  };
}

export const toSignupResponse = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  phone: row.phone,
});

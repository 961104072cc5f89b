import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useTranslation } from 'react-i18next';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { showSnack } from '../../../lib/snackbar';
import { useFollowUser } from '../api/follow-user';
import { serverMessage } from './server-message';

/** Follow / followed for another member's page (part 1 section 2); flips at once, rolls back on failure. */
export function FollowButton({ user }: { user: UserObject }) {
  const { t } = useTranslation('profiles');
  const follow = useFollowUser(user.slug);
  return (
    <Button
      variant={user.following ? 'outlined' : 'contained'}
      startIcon={user.following ? <CheckIcon /> : <PersonAddIcon />}
      aria-pressed={user.following}
      disabled={follow.isPending}
      onClick={() => follow.toggle((error) => showSnack(serverMessage(t, error), 'error'))}
    >
      {t(user.following ? 'header.following' : 'header.follow')}
    </Button>
  );
}

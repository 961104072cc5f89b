import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserObject } from '@mfi/contract/profiles.schemas';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { useAuthToken } from '../../../lib/auth-store';
import { showSnack } from '../../../lib/snackbar';
import { useFollowUser } from '../api/follow-user';
import { serverMessage } from './server-message';

/**
 * Follow / followed for another member's page (part 1 section 2); flips at once, rolls back on failure. A
 * guest (the page is open to them: decision 027) is asked to log in instead, and no call is sent.
 */
export function FollowButton({ user }: { user: UserObject }) {
  const { t } = useTranslation('profiles');
  const token = useAuthToken();
  const follow = useFollowUser(user.slug);
  const [prompt, setPrompt] = useState(false);
  return (
    <>
      <Button
        variant={user.following ? 'outlined' : 'contained'}
        startIcon={user.following ? <CheckIcon /> : <PersonAddIcon />}
        aria-pressed={user.following}
        disabled={follow.isPending}
        onClick={() =>
          token ? follow.toggle((error) => showSnack(serverMessage(t, error), 'error')) : setPrompt(true)
        }
      >
        {t(user.following ? 'header.following' : 'header.follow')}
      </Button>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} ns="profiles" />
    </>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { useAuthToken } from '../../../lib/auth-store';
import { showSnack } from '../../../lib/snackbar';
import type { JournalAddress, JournalDetail } from '../api/get-journal-detail';
import { useLikeJournal } from '../api/like-journal';

/** Signed-in readers like at once (optimistic, rolled back on failure); a guest is asked to log in. */
export function JournalLikeButton({ journal, address }: { journal: JournalDetail; address: JournalAddress }) {
  const { t } = useTranslation('journals');
  const token = useAuthToken();
  const like = useLikeJournal(address);
  const [prompt, setPrompt] = useState(false);

  function click() {
    if (!token) {
      setPrompt(true);
      return;
    }
    like.mutate(journal.id, { onError: () => showSnack(t('errors:generic'), 'error') });
  }

  return (
    <>
      <Button
        variant={journal.user_like ? 'contained' : 'outlined'}
        color={journal.user_like ? 'error' : 'inherit'}
        onClick={click}
        aria-pressed={journal.user_like}
        startIcon={journal.user_like ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        size="small"
      >
        {t(journal.user_like ? 'detail.liked' : 'detail.like')} · {journal.total_likes}
      </Button>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} ns="journals" />
    </>
  );
}

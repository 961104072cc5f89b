import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeCount } from '../../../components/like-count';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { useAuthToken } from '../../../lib/auth-store';
import { showSnack } from '../../../lib/snackbar';

/** The like toggle with its count: signed-in users like at once (optimistic), guests are asked to log in. */
export function ReviewLikeButton({
  liked,
  count,
  onToggle,
}: {
  liked: boolean;
  count: number;
  onToggle(options: { onError(): void }): void;
}) {
  const { t } = useTranslation('reviews');
  const token = useAuthToken();
  const [prompt, setPrompt] = useState(false);

  function click() {
    if (!token) setPrompt(true);
    else onToggle({ onError: () => showSnack(t('errors:generic'), 'error') });
  }

  return (
    <>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        color={liked ? 'error' : 'inherit'}
        onClick={click}
        aria-pressed={liked}
        startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      >
        <LikeCount count={count} testId="review-like-count" />
      </Button>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} ns="reviews" />
    </>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeCount } from '../../../components/like-count';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { useAuthToken } from '../../../lib/auth-store';
import { showSnack } from '../../../lib/snackbar';
import { useLikeList } from '../api/like-list';
import type { ListCard } from '../api/list-types';

/**
 * The list's heart and count; only a signed-in reader likes (part 1 sections 4 and 6). A guest, who may open a shared
 * list (decision 027), is asked to log in, as every other heart on the site asks, rather than shown a heart
 * that does nothing and cannot say why.
 */
export function ListLikeButton({ list }: { list: ListCard }) {
  const { t } = useTranslation('lists');
  const token = useAuthToken();
  const like = useLikeList(list.kind);
  const [prompt, setPrompt] = useState(false);

  function click() {
    if (!token) setPrompt(true);
    else
      like.mutate({ id: list.id, owner: list.user_slug }, { onError: () => showSnack(t('errors:generic'), 'error') });
  }

  return (
    <>
      <Button
        size="small"
        color={list.user_like ? 'error' : 'inherit'}
        variant="text"
        aria-pressed={list.user_like}
        startIcon={list.user_like ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        onClick={click}
      >
        <LikeCount count={list.list_likes} testId={`list-likes-${list.id}`} />
      </Button>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} ns="lists" />
    </>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LikeCount } from '../../../components/like-count';
import { useAuthToken } from '../../../lib/auth-store';
import { showSnack } from '../../../lib/snackbar';
import { useLikeList } from '../api/like-list';
import type { ListCard } from '../api/list-types';

/** The list's heart and count; only a signed-in reader may press it (part 1 section 6: disabled otherwise). */
export function ListLikeButton({ list }: { list: ListCard }) {
  const { t } = useTranslation('lists');
  const token = useAuthToken();
  const like = useLikeList(list.kind);
  return (
    <Button
      size="small"
      color={list.user_like ? 'error' : 'inherit'}
      variant="text"
      aria-pressed={list.user_like}
      disabled={!token}
      title={token ? undefined : t('card.likeSignedIn')}
      startIcon={list.user_like ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={() =>
        like.mutate({ id: list.id, owner: list.user_slug }, { onError: () => showSnack(t('errors:generic'), 'error') })
      }
    >
      <LikeCount count={list.list_likes} testId={`list-likes-${list.id}`} />
    </Button>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthToken } from '../../../lib/auth-store';
import { href } from '../../../lib/routes';
import { showSnack } from '../../../lib/snackbar';
import { useLikeArtist } from '../api/like-artist';

/** Signed-in users like at once (optimistic); a guest is asked to log in first. */
export function LikeButton({ slug, liked, likes }: { slug: string; liked: boolean; likes: number }) {
  const { t } = useTranslation('artists');
  const token = useAuthToken();
  const location = useLocation();
  const like = useLikeArtist(slug);
  const [prompt, setPrompt] = useState(false);

  function click() {
    if (!token) {
      setPrompt(true);
      return;
    }
    like.mutate(undefined, { onError: () => showSnack(t('errors:generic'), 'error') });
  }

  return (
    <>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        color={liked ? 'error' : 'inherit'}
        onClick={click}
        aria-pressed={liked}
        startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        fullWidth
      >
        {t(liked ? 'detail.liked' : 'detail.like')} · {likes}
      </Button>
      <Dialog open={prompt} onClose={() => setPrompt(false)}>
        <DialogTitle>{t('detail.loginTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('detail.loginText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPrompt(false)}>{t('detail.cancel')}</Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={href('login', undefined, { redirect: location.pathname + location.search })}
          >
            {t('detail.login')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

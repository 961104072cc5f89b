import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovieUserFlags } from '@mfi/contract/movies.schemas';
import { showSnack } from '../../../lib/snackbar';
import { useToggleMovieFlag, type MovieFlag } from '../api/toggle-movie-flag';
import { LoginPromptDialog } from '../../../components/login-prompt';

/**
 * Favourite, to-watch and watching (part 2 section 4): they flip at once and roll back on failure; a
 * watched movie shows "watched" instead of add-to-watch. Guests get the login prompt.
 */
export function MovieFlagButtons({
  slug,
  movieId,
  flags,
  signedIn,
}: {
  slug: string;
  movieId: number;
  flags: MovieUserFlags;
  signedIn: boolean;
}) {
  const { t } = useTranslation('movies');
  const toggle = useToggleMovieFlag(slug, movieId);
  const [prompt, setPrompt] = useState(false);
  const press = (flag: MovieFlag) => {
    if (!signedIn) return setPrompt(true);
    toggle.mutate(flag, { onError: () => showSnack(t('errors:generic'), 'error') });
  };
  const button = (flag: MovieFlag, on: boolean, label: string, onIcon: ReactNode, offIcon: ReactNode) => (
    <Button
      variant={on ? 'contained' : 'outlined'}
      color={flag === 'favorite' && on ? 'secondary' : 'primary'}
      startIcon={on ? onIcon : offIcon}
      aria-pressed={signedIn ? on : undefined}
      onClick={() => press(flag)}
      size="small"
    >
      {label}
    </Button>
  );
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {button('favorite', flags.user_favorite, t('flags.favorite'), <FavoriteIcon />, <FavoriteBorderIcon />)}
        {flags.user_watched ? (
          <Chip icon={<CheckCircleIcon />} label={t('flags.watched')} color="success" />
        ) : (
          button('watch', flags.user_watch, t('flags.watch'), <BookmarkAddedIcon />, <BookmarkAddIcon />)
        )}
        {button('watching', flags.user_watching, t('flags.watching'), <PlayCircleIcon />, <PlayCircleOutlineIcon />)}
      </Stack>
      <LoginPromptDialog ns="movies" open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}

import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { showSnack } from '../../../lib/snackbar';
import { useToggleSerialFlag, type SerialFlag } from '../api/toggle-serial-flag';

/** Favourite and to-watch (part 2 section 4): flip at once, roll back on failure; guests get the login prompt. */
export function SerialFlagButtons({
  slug,
  flags,
  signedIn,
}: {
  slug: string;
  flags: { user_favorite: boolean; user_watch: boolean };
  signedIn: boolean;
}) {
  const { t } = useTranslation('serials');
  const toggle = useToggleSerialFlag(slug);
  const [prompt, setPrompt] = useState(false);
  const press = (flag: SerialFlag) => {
    if (!signedIn) return setPrompt(true);
    toggle.mutate(flag, { onError: () => showSnack(t('errors:generic'), 'error') });
  };
  const button = (flag: SerialFlag, on: boolean, label: string, onIcon: ReactNode, offIcon: ReactNode) => (
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
        {button('watch', flags.user_watch, t('flags.watch'), <BookmarkAddedIcon />, <BookmarkAddIcon />)}
      </Stack>
      <LoginPromptDialog ns="serials" open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}

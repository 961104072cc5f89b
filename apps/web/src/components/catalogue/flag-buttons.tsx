import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnack } from '../../lib/snackbar';
import { LoginPromptDialog } from '../login-prompt';

/** The flags a member sets on a title (part 2 section 4): movie, serial and episode each offer some of them. */
export type TitleFlag = 'favorite' | 'watch' | 'watching' | 'watched';

const LOOKS: Record<TitleFlag, { on: ReactNode; off: ReactNode; onColor: 'primary' | 'secondary' | 'success' }> = {
  favorite: { on: <FavoriteIcon />, off: <FavoriteBorderIcon />, onColor: 'secondary' },
  watch: { on: <BookmarkAddedIcon />, off: <BookmarkAddIcon />, onColor: 'primary' },
  watching: { on: <PlayCircleIcon />, off: <PlayCircleOutlineIcon />, onColor: 'primary' },
  watched: { on: <CheckCircleIcon />, off: <CheckCircleOutlineIcon />, onColor: 'success' },
};

/**
 * A title's flag buttons, those `offered` in their order, each showing `user_<flag>` of `flags`: each flips
 * at once and rolls back on failure (the kind's optimistic toggle); guests get the login prompt. Labels are
 * `flags.<flag>` of the kind's namespace. With `watchedChip` a watched title shows a "watched" chip instead
 * of its to-watch button (a movie).
 */
export function FlagButtons<F extends TitleFlag>({
  ns,
  flags,
  offered,
  watchedChip = false,
  signedIn,
  toggle,
}: {
  ns: string;
  flags: Partial<Record<`user_${TitleFlag}`, boolean>>;
  offered: readonly F[];
  watchedChip?: boolean;
  signedIn: boolean;
  toggle: { mutate(flag: F, options: { onError(): void }): void };
}) {
  const { t } = useTranslation(ns);
  const [prompt, setPrompt] = useState(false);
  const press = (flag: F) => {
    if (!signedIn) return setPrompt(true);
    toggle.mutate(flag, { onError: () => showSnack(t('errors:generic'), 'error') });
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {offered.map((flag) => {
          if (watchedChip && flag === 'watch' && flags.user_watched)
            return <Chip key="watched" icon={<CheckCircleIcon />} label={t('flags.watched')} color="success" />;
          const on = Boolean(flags[`user_${flag}`]);
          return (
            <Button
              key={flag}
              variant={on ? 'contained' : 'outlined'}
              color={on ? LOOKS[flag].onColor : 'primary'}
              startIcon={on ? LOOKS[flag].on : LOOKS[flag].off}
              aria-pressed={signedIn ? on : undefined}
              onClick={() => press(flag)}
              size="small"
            >
              {t(`flags.${flag}`)}
            </Button>
          );
        })}
      </Stack>
      <LoginPromptDialog ns={ns} open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPromptDialog } from '../../../components/login-prompt';
import { showSnack } from '../../../lib/snackbar';
import { useToggleEpisodeFlag, type EpisodeFlag } from '../api/toggle-episode-flag';

/** Watched and watching: flip at once, roll back on failure; guests get the login prompt. */
export function EpisodeFlagButtons({
  slugs,
  flags,
  signedIn,
}: {
  slugs: { serialSlug: string; seasonSlug: string; episodeSlug: string };
  flags: { user_watched: boolean; user_watching: boolean };
  signedIn: boolean;
}) {
  const { t } = useTranslation('serials');
  const toggle = useToggleEpisodeFlag(slugs.serialSlug, slugs.seasonSlug, slugs.episodeSlug);
  const [prompt, setPrompt] = useState(false);
  const press = (flag: EpisodeFlag) => {
    if (!signedIn) return setPrompt(true);
    toggle.mutate(flag, { onError: () => showSnack(t('errors:generic'), 'error') });
  };
  const button = (flag: EpisodeFlag, on: boolean, label: string, onIcon: ReactNode, offIcon: ReactNode) => (
    <Button
      variant={on ? 'contained' : 'outlined'}
      color={flag === 'watched' && on ? 'success' : 'primary'}
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
        {button('watched', flags.user_watched, t('flags.watched'), <CheckCircleIcon />, <CheckCircleOutlineIcon />)}
        {button('watching', flags.user_watching, t('flags.watching'), <PlayCircleIcon />, <PlayCircleOutlineIcon />)}
      </Stack>
      <LoginPromptDialog ns="serials" open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthToken } from '../lib/auth-store';
import { showSnack } from '../lib/snackbar';
import { LoginPromptDialog } from './login-prompt';

/**
 * A heart button (artist, journal, review): a signed-in reader toggles at once through the caller's
 * optimistic call, which puts it back and says so when the call fails; a guest is asked to log in first.
 * `ns` holds the prompt's texts (login.*).
 */
export function LikeToggle({
  liked,
  onToggle,
  ns,
  children,
  size,
  fullWidth,
  disabled,
}: {
  liked: boolean;
  onToggle(options: { onError(): void }): void;
  ns: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** Shown but not pressable (the answer withholds the like). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
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
        size={size}
        fullWidth={fullWidth}
        disabled={disabled}
      >
        {children}
      </Button>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} ns={ns} />
    </>
  );
}

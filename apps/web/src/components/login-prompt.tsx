import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { href } from '../lib/routes';

/** The login path that brings a guest back to this page. */
export function useLoginHref(): string {
  const location = useLocation();
  return href('login', undefined, { redirect: `${location.pathname}${location.search}` });
}

/** Guests who press a signed-in action see this instead (part 2 section 6). Texts come from the caller's feature namespace (`ns`), which holds the same keys. (login.*) */
export function LoginPromptDialog({ open, onClose, ns }: { open: boolean; onClose(): void; ns: string }) {
  const { t } = useTranslation(ns);
  const loginHref = useLoginHref();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-prompt-title">
      <DialogTitle id="login-prompt-title">{t('login.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('login.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('login.cancel')}</Button>
        <Button component={RouterLink} to={loginHref} variant="contained">
          {t('login.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

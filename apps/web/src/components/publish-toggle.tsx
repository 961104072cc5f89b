import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnack } from '../lib/snackbar';

/**
 * Publish flag with a confirmation dialog (part 2 section 4): the flag flips on screen at once and the
 * toggle is sent; if the call fails the flag goes back and the generic error shows.
 */
export function PublishToggle({
  published,
  onToggle,
  ns = 'catalogue',
}: {
  published: boolean;
  onToggle(): Promise<unknown>;
  /** Another namespace with the same publish.* keys, where the dialog says something else (journals). */
  ns?: string;
}) {
  const { t } = useTranslation(ns);
  // The flipped value shows until the server's value changes (a refetch wins) or the call fails.
  const [flip, setFlip] = useState<{ from: boolean; to: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = flip && flip.from === published ? flip.to : published;

  async function confirm() {
    setOpen(false);
    setFlip({ from: published, to: !shown });
    setBusy(true);
    try {
      await onToggle();
    } catch {
      setFlip(null);
      showSnack(t('errors:generic'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <FormControlLabel
        control={<Switch checked={shown} disabled={busy} onChange={() => setOpen(true)} color="success" />}
        label={t(shown ? 'publish.published' : 'publish.unpublished')}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="publish-dialog-title">
        <DialogTitle id="publish-dialog-title">
          {t(shown ? 'publish.unpublishTitle' : 'publish.publishTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t(shown ? 'publish.unpublishText' : 'publish.publishText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('publish.cancel')}</Button>
          <Button onClick={() => void confirm()} variant="contained" autoFocus>
            {t('publish.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX } from '@mfi/contract/admin.schemas';

/** Asks the reason a draft is sent back; the reason goes to its creator. */
export function RejectDialog({
  title,
  open,
  busy,
  error,
  onClose,
  onSend,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  error?: string;
  onClose(): void;
  onSend(reason: string): void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('reject.title', { title })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label={t('reject.reason')}
          helperText={error ?? t('reject.help')}
          error={Boolean(error)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy || !reason.trim()}
          onClick={() => onSend(reason.trim())}
        >
          {t('reject.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

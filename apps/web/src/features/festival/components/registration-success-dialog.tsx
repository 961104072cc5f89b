import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';
import { useTranslation } from 'react-i18next';
import { readerDate } from '../../../lib/dates';

/** A date (`YYYY-MM-DD`, read as the reader's day) or a moment (shown with its hour) in the reader's language. */
export function readerDateTime(value: string, language: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const moment = new Date(dateOnly ? `${value}T00:00` : value);
  const day = readerDate(moment.toISOString(), language);
  if (dateOnly) return day;
  const time = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
  return `${day} ${time}`;
}

/**
 * The registration's success (part 1 section 8): the fee instructions went by e-mail, pay before the edition's
 * deadline, results on its date; OK goes home.
 */
export function RegistrationSuccessDialog({
  open,
  guidance,
  onClose,
}: {
  open: boolean;
  guidance: RegistrationGuidanceResponse;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('submission');
  const when = (value: string) => readerDateTime(value, i18n.language);
  return (
    <Dialog open={open} aria-labelledby="registration-done-title" aria-describedby="registration-done-text">
      <DialogTitle id="registration-done-title">{t('done.title')}</DialogTitle>
      <DialogContent id="registration-done-text">
        <DialogContentText sx={{ mb: 1 }}>{t('done.mailed')}</DialogContentText>
        {guidance.payment_deadline && (
          <DialogContentText sx={{ mb: 1 }}>
            {t('done.payBefore', { date: when(guidance.payment_deadline) })}
          </DialogContentText>
        )}
        {guidance.results_date && (
          <DialogContentText>{t('done.results', { date: when(guidance.results_date) })}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('done.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

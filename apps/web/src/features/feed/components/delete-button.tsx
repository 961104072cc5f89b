import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSnack } from '../../../lib/snackbar';
import { serverErrorText } from './server-error';

/** A message's or comment's bin: asks first, deletes, then says so (or why not). */
export function DeleteButton({ what, onDelete }: { what: 'message' | 'comment'; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation('feed');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
      showSnack(t(`delete.${what}.done`));
    } catch (error) {
      showSnack(serverErrorText(t, error), 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <IconButton size="small" aria-label={t(`delete.${what}.label`)} onClick={() => setAsking(true)}>
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={asking}
        title={t(`delete.${what}.title`)}
        text={t(`delete.${what}.text`)}
        confirm={t('delete.confirm')}
        cancel={t('delete.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

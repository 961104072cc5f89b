import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import { DeleteWithConfirm } from './confirm-dialog';

/** A review form's buttons: delete (when there is something to delete, after a confirmation), cancel, save. */
export function FormActions({
  ns,
  canDelete,
  deleteTitle,
  deleteText,
  busy,
  onDelete,
  onClose,
  onDeleteError,
}: {
  ns: string;
  canDelete: boolean;
  deleteTitle: string;
  deleteText: string;
  busy: boolean;
  onDelete(): Promise<unknown>;
  onClose(): void;
  onDeleteError(): void;
}) {
  const { t } = useTranslation(ns);
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {canDelete && (
        <DeleteWithConfirm
          label={t('rating.delete')}
          title={deleteTitle}
          text={deleteText}
          cancel={t('rating.cancel')}
          onDelete={onDelete}
          onDone={onClose}
          onError={onDeleteError}
        />
      )}
      <Button onClick={onClose}>{t('rating.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('rating.save')}
      </Button>
    </DialogActions>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

/** Deletes need a confirmation (part 2 section 4). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="xs">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A delete button that asks first, then runs the delete; a failure goes to `onError`. */
export function DeleteWithConfirm({
  label,
  title,
  text,
  cancel,
  onDelete,
  onDone,
  onError,
}: {
  label: string;
  title: string;
  text: string;
  cancel: string;
  onDelete(): Promise<unknown>;
  onDone(): void;
  onError(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDelete();
      setConfirming(false);
      onDone();
    } catch {
      setConfirming(false);
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={title}
        text={text}
        confirm={label}
        cancel={cancel}
        busy={busy}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

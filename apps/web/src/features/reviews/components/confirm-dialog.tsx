import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks the editor's user for an address (a link, a video page). `onSubmit` answers whether it took the
 * address; a refused one shows `invalidText` and keeps the dialog open. Mount it only while open, so each
 * opening starts from `initial`.
 */
export function UrlDialog({
  title,
  label,
  placeholder,
  hint,
  invalidText,
  submitLabel,
  initial = '',
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  placeholder: string;
  hint: string;
  invalidText: string;
  submitLabel: string;
  initial?: string;
  onSubmit(text: string): boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // React sends a portal's events up its component tree: the journal form around the editor must not submit.
    event.stopPropagation();
    if (onSubmit(text)) onClose();
    else setInvalid(true);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={label}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={invalid}
            helperText={invalid ? invalidText : hint}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

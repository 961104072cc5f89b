import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminReferenceItem, MergeableKind } from '@mfi/contract/admin-reference.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { useDebounced } from '../../../lib/use-debounced';
import { useReferenceList } from '../api/list-reference';
import { useMergeReference } from '../api/merge-reference';
import { useUsageText } from './usage-text';

/** Merges `item` into another tag or collection, picked by name: every link of `item` moves there. */
export function MergeDialog({
  kind,
  item,
  open,
  onClose,
}: {
  kind: MergeableKind;
  item: AdminReferenceItem;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('adminReference');
  const titleId = useId();
  const usage = useUsageText();
  const [input, setInput] = useState('');
  const [target, setTarget] = useState<AdminReferenceItem | null>(null);
  const query = useDebounced(input);
  const options = useReferenceList(kind, query, 1);
  const merge = useMergeReference();
  const refusal = Object.values(fieldErrorsOf(merge.error)).flat()[0] ?? detailOf(merge.error);

  const submit = () => {
    if (!target) return;
    merge.mutate(
      { kind, from: item.id, into: target.id },
      {
        onSuccess: (answer) => {
          showSnack(t('merge.done', { name: answer.item.name, count: answer.moved }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('merge.title', { name: item.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('merge.text', { name: item.name })}</DialogContentText>
        <Autocomplete
          options={(options.data?.results ?? []).filter((option) => option.id !== item.id)}
          getOptionLabel={(option) => option.name}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.name}
              {Object.keys(option.used_in).length > 0 && ` · ${usage(option.used_in)}`}
            </li>
          )}
          filterOptions={(all) => all}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={target}
          onChange={(_, value) => setTarget(value)}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          loading={options.isFetching}
          noOptionsText={t('merge.none')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('merge.into')}
              error={Boolean(refusal)}
              helperText={refusal ? translateServerText(t, refusal) : undefined}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!target || merge.isPending}>
          {t('merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

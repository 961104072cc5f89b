import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminReferenceItem } from '@mfi/contract/admin-reference.schemas';
import { REFERENCE_NAME_MAX, type ReferenceKind } from '@mfi/contract/reference.schemas';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { showSnack } from '../../../lib/snackbar';
import { useSaveReference } from '../api/save-reference';

/** The kinds with an English name of their own (a tag's and a collection's optional), and those with a code. */
export const BILINGUAL: readonly ReferenceKind[] = [
  'genre',
  'subgenre',
  'profession',
  'language',
  'country',
  'tag',
  'collection',
];
const CODED: readonly ReferenceKind[] = ['language', 'country'];

/** Adds an item of `kind`, or renames `item` in both languages (its code and actor flag too, where it has them). */
export function ReferenceFormDialog({
  kind,
  item,
  open,
  onClose,
}: {
  kind: ReferenceKind;
  item?: AdminReferenceItem;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('adminReference');
  const titleId = useId();
  const save = useSaveReference(kind);
  const [values, setValues] = useState({
    name: item?.name ?? '',
    name_en: item?.name_en ?? '',
    code: item?.code ?? '',
    is_actor: item?.is_actor ?? false,
  });
  const errors = fieldErrorsOf(save.error);
  const errorOf = (field: string) => errors[field]?.map((text) => translateServerText(t, text)).join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      ...(BILINGUAL.includes(kind) ? { name_en: values.name_en } : {}),
      ...(CODED.includes(kind) ? { code: values.code } : {}),
      ...(kind === 'profession' ? { is_actor: values.is_actor } : {}),
    };
    save.mutate(item ? { id: item.id, ...body } : body, {
      onSuccess: () => {
        showSnack(t(item ? 'form.renamed' : 'form.added'));
        onClose();
      },
    });
  };
  const text = (field: 'name' | 'name_en' | 'code', required = false) => (
    <TextField
      size="small"
      required={required}
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      slotProps={{ htmlInput: { maxLength: REFERENCE_NAME_MAX } }}
    />
  );
  const general = errors.non_field_errors?.map((m) => translateServerText(t, m)).join(' ');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t(item ? 'form.renameTitle' : 'form.addTitle', { kind: t(`kinds.${kind}`) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('name', true)}
            {BILINGUAL.includes(kind) && text('name_en')}
            {CODED.includes(kind) && text('code', !item)}
            {kind === 'profession' && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.is_actor}
                    onChange={(event) => setValues({ ...values, is_actor: event.target.checked })}
                  />
                }
                label={t('form.isActor')}
              />
            )}
            {general && <span role="alert">{general}</span>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MERGEABLE_KINDS, type AdminReferenceItem, type MergeableKind } from '@mfi/contract/admin-reference.schemas';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { detailOf, fieldErrorsOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/error-texts';
import { langOf } from '../../../lib/localized';
import { showSnack } from '../../../lib/snackbar';
import { useDeleteReference, usageOfRefusal } from '../api/delete-reference';
import { MergeDialog } from './merge-dialog';
import { ReferenceFormDialog } from './reference-form-dialog';
import { useUsageText } from './usage-text';

const mergeable = (kind: ReferenceKind): kind is MergeableKind => (MERGEABLE_KINDS as readonly string[]).includes(kind);

/** One item: its names, code and where it is used, with rename, merge (tags, collections) and delete. */
export function ReferenceRow({ kind, item }: { kind: ReferenceKind; item: AdminReferenceItem }) {
  const { t } = useTranslation('adminReference');
  const usage = useUsageText();
  const remove = useDeleteReference(kind);
  const [dialog, setDialog] = useState<'rename' | 'merge' | 'delete' | null>(null);
  const used = usage(item.used_in);

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => showSnack(t('delete.done', { name: item.name })),
      onError: (error) => {
        const where = usageOfRefusal(error);
        const text = where
          ? t('delete.inUse', { places: usage(where) })
          : translateServerText(t, detailOf(error) ?? Object.values(fieldErrorsOf(error)).flat()[0]) ||
            t('errors:generic');
        showSnack(text, 'error');
      },
      onSettled: () => setDialog(null),
    });

  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} data-testid="reference-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} lang={langOf(item.name)}>
            {item.name}
            {item.code && (
              <Typography component="span" color="text.secondary">
                {' '}
                ({item.code})
              </Typography>
            )}
          </Typography>
          {item.name_en && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} lang={langOf(item.name_en)}>
              {item.name_en}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {used ? t('usedIn', { places: used }) : t('unused')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setDialog('rename')}>
            {t('rename')}
          </Button>
          {mergeable(kind) && (
            <Button size="small" onClick={() => setDialog('merge')}>
              {t('merge.button')}
            </Button>
          )}
          <Button size="small" color="error" onClick={() => setDialog('delete')}>
            {t('delete.button')}
          </Button>
        </Stack>
      </Stack>
      {dialog === 'rename' && <ReferenceFormDialog kind={kind} item={item} open onClose={() => setDialog(null)} />}
      {dialog === 'merge' && mergeable(kind) && (
        <MergeDialog kind={kind} item={item} open onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title', { name: item.name })}
        text={used ? t('delete.inUse', { places: used }) : t('delete.text')}
        confirm={t('delete.button')}
        cancel={t('form.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { QueueItem, QueueRef } from '@mfi/contract/admin.schemas';
import { QUEUE_KINDS, type QueueKind } from '@mfi/contract/revisions.schemas';
import { CataloguePagination } from '../../../components/pagination';
import { detailOf } from '../../../lib/api-client';
import { showSnack } from '../../../lib/snackbar';
import { useModerate } from '../api/moderate';
import { useQueue } from '../api/queue';
import { AdminConsole } from '../../../components/admin-console';
import { QueueItemCard } from '../components/queue-item-card';
import { RejectDialog } from '../components/reject-dialog';
import { countText } from '../../../lib/count-text';

const refOf = (i: QueueItem): QueueRef => ({ kind: i.kind, id: i.id });
const keyOf = (r: QueueRef) => `${r.kind}#${r.id}`;

/** /admin: the moderation queue (issue 25 item 1), its filters in the address (?kind=&creator=&page=). */
export function QueuePage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const kind = (QUEUE_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as QueueKind)
    : undefined;
  const creator = Number(params.get('creator')) || undefined;
  const page = Number(params.get('page')) || 1;
  const queue = useQueue({ kind, creator, page });
  const { publish, reject } = useModerate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const items = queue.data?.results ?? [];
  const busy = publish.isPending || reject.isPending;

  const setFilter = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
    setSelected(new Set());
  };
  const publishRefs = (refs: QueueRef[]) =>
    publish.mutate(refs, {
      onSuccess: (res) => {
        showSnack(res.message);
        setSelected(new Set());
      },
      onError: (e) => showSnack(detailOf(e) ?? t('failed'), 'error'),
    });
  const chosen = items.filter((i) => selected.has(keyOf(refOf(i))));
  const creatorName = items.find((i) => i.creator?.id === creator)?.creator?.name;

  return (
    <AdminConsole current="admin-queue" title={t('queue.title')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('queue.kind')}
          value={kind ?? ''}
          onChange={(e) => setFilter('kind', e.target.value || undefined)}
          // "All kinds" shows as the value instead of an empty box under the label.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('queue.allKinds')}</MenuItem>
          {QUEUE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {creator && (
          <Chip
            label={t('queue.byCreator', { name: creatorName ?? `#${creator}` })}
            onDelete={() => setFilter('creator', undefined)}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
          {t('queue.count', {
            count: queue.data?.count ?? 0,
            shown: countText(queue.data?.count ?? 0, queue.data?.count_capped ?? false),
          })}
        </Typography>
      </Stack>
      {items.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={chosen.length === items.length}
                indeterminate={chosen.length > 0 && chosen.length < items.length}
                onChange={(e) => setSelected(new Set(e.target.checked ? items.map((i) => keyOf(refOf(i))) : []))}
              />
            }
            label={t('queue.selectAll')}
          />
          <Button variant="contained" disabled={!chosen.length || busy} onClick={() => publishRefs(chosen.map(refOf))}>
            {t('queue.publishSelected', { count: chosen.length })}
          </Button>
        </Stack>
      )}
      {queue.isError && <Alert severity="error">{t('failed')}</Alert>}
      {queue.isSuccess && !items.length && <Alert severity="success">{t('queue.empty')}</Alert>}
      <Stack spacing={2}>
        {items.map((item) => (
          <QueueItemCard
            key={keyOf(refOf(item))}
            item={item}
            busy={busy}
            selected={selected.has(keyOf(refOf(item)))}
            onSelect={(on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(keyOf(refOf(item)));
                else next.delete(keyOf(refOf(item)));
                return next;
              })
            }
            onPublish={() => publishRefs([refOf(item)])}
            onReject={() => setRejecting(item)}
            onCreator={(id) => setFilter('creator', String(id))}
          />
        ))}
      </Stack>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <CataloguePagination
          page={page}
          pageCount={queue.data?.page ?? 0}
          onChange={(p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          }}
        />
      </Stack>
      {rejecting && (
        <RejectDialog
          open
          title={rejecting.title}
          busy={reject.isPending}
          error={reject.error ? (detailOf(reject.error) ?? t('failed')) : undefined}
          onClose={() => setRejecting(null)}
          onSend={(reason) =>
            reject.mutate(
              { ...refOf(rejecting), reason },
              {
                onSuccess: (res) => {
                  showSnack(res.message);
                  setRejecting(null);
                },
              },
            )
          }
        />
      )}
    </AdminConsole>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { REVISION_KINDS, type RevisionItem, type RevisionKind } from '@mfi/contract/revisions.schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { CataloguePagination } from '../../../components/pagination';
import { detailOf, isNotFound } from '../../../lib/api-client';
import { readerDate } from '../../../lib/dates';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { showSnack } from '../../../lib/snackbar';
import { useHistory, useRevert } from '../api/history';
import { AdminConsole } from '../../../components/admin-console';
import { ChangeList } from '../components/change-list';
import { itemHref } from '../components/item-links';

const ACTION_COLORS = {
  create: 'info',
  update: 'default',
  publish: 'success',
  unpublish: 'default',
  delete: 'error',
  revert: 'secondary',
  reject: 'warning',
} as const;

/** /admin/history/:kind/:id: an item's revisions, newest first, field by field; admins revert. */
export function HistoryPage() {
  const { kind, id } = useParams();
  if (!(REVISION_KINDS as readonly string[]).includes(kind ?? '') || !(Number(id) > 0)) return <NotFoundPage />;
  return <History kind={kind as RevisionKind} id={Number(id)} />;
}

function History({ kind, id }: { kind: RevisionKind; id: number }) {
  const { t, i18n } = useTranslation('admin');
  const en = useEnglish();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const history = useHistory(kind, id, page);
  const revert = useRevert();
  const [confirming, setConfirming] = useState<RevisionItem | null>(null);
  if (history.isError && isNotFound(history.error)) return <NotFoundPage />;
  const data = history.data;
  const title = data ? nameIn(data.item.title, data.item.title_en, en) : '';
  const page_ = data ? itemHref(kind, data.item.address) : null;

  return (
    <AdminConsole title={t('history.title', { title })}>
      <Typography
        variant="h5"
        component="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {t('history.heading', { kind: t(`kinds.${kind}`) })}{' '}
        {page_ ? (
          <Link component={RouterLink} to={page_} lang={langOf(title)}>
            {title}
          </Link>
        ) : (
          <span lang={langOf(title)}>{title}</span>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('history.count', { count: data?.count ?? 0 })}
      </Typography>
      {history.isError && <Alert severity="error">{t('failed')}</Alert>}
      <Stack spacing={2}>
        {data?.results.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="revision">
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Chip size="small" color={ACTION_COLORS[r.action]} label={t(`actions.${r.action}`)} />
              <Typography variant="body2">
                {r.actor?.name ?? t('history.nobody')} · {readerDate(r.created_at, i18n.language)}
                {r.revert_of ? ` · ${t('history.revertOf', { id: r.revert_of })}` : ''}
              </Typography>
              {r.can_revert && (
                <Button size="small" variant="outlined" sx={{ ml: 'auto' }} onClick={() => setConfirming(r)}>
                  {t('history.revert')}
                </Button>
              )}
            </Stack>
            {r.note && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                <span lang={langOf(r.note)}>{r.note}</span>
              </Alert>
            )}
            {r.action !== 'reject' && <ChangeList changes={r.changes} />}
          </Paper>
        ))}
      </Stack>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <CataloguePagination
          page={page}
          pageCount={data?.page ?? 0}
          onChange={(p) => setParams(new URLSearchParams({ page: String(p) }))}
        />
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('history.confirmTitle')}
        text={t('history.confirmText', { date: confirming ? readerDate(confirming.created_at, i18n.language) : '' })}
        confirm={t('history.revert')}
        cancel={t('cancel')}
        busy={revert.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          revert.mutate(confirming!.id, {
            onSuccess: (res) => {
              showSnack(res.message);
              setConfirming(null);
            },
            onError: (e) => showSnack(detailOf(e) ?? t('failed'), 'error'),
          })
        }
      />
    </AdminConsole>
  );
}

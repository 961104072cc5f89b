import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { importItemKind, type ImportProgress, type ImportRow, type ImportState } from '@mfi/contract/code-add.schemas';
import { href } from '../../../lib/routes';
import { langOf } from '../../../lib/localized';

const STATE_COLORS: Record<ImportState, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

/** The draft's page: its kind's detail. */
function itemHref(row: ImportRow, slug: string) {
  const kind = importItemKind(row.kind);
  if (kind === 'movie') return href('movie-detail', { slug });
  if (kind === 'artist') return href('artist-detail', { slug });
  return href('serial-detail', { slug });
}

/** Without a TMDB key the codes wait: the page says so instead of showing them stuck. */
export function ImporterOff() {
  const { t } = useTranslation('codeAdd');
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
      {t('states.off')}
    </Alert>
  );
}

/** A batch's progress while it runs: a bar and how many are done, failed and left. */
export function BatchProgress({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation('codeAdd');
  const finished = progress.done + progress.failed;
  const value = progress.total ? (finished / progress.total) * 100 : 0;
  return (
    <Box sx={{ mb: 2 }} data-testid="batch-progress">
      <Typography variant="body2" sx={{ mb: 0.5 }} role="status">
        {t('states.progress', { ...progress, finished })}
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-label={t('states.progressLabel')} />
    </Box>
  );
}

/** The codes with their state: waiting, running, done with a link to the draft, failed with the reason. */
export function ImportList({ rows, showKind = false }: { rows: ImportRow[]; showKind?: boolean }) {
  const { t, i18n } = useTranslation('codeAdd');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (rows.length === 0)
    return (
      <Alert severity="info" variant="outlined">
        {t('states.none')}
      </Alert>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('states.label')}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid="import-row"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 72 }}>{row.code}</Typography>
          {showKind && (
            <Typography variant="body2" color="text.secondary">
              {t(`kinds.${row.kind}`)}
            </Typography>
          )}
          <Chip size="small" color={STATE_COLORS[row.status]} label={t(`states.${row.status}`)} />
          {row.item && (
            <Link component={RouterLink} to={itemHref(row, row.item.slug)} lang={langOf(row.item.title)}>
              {row.item.title}
            </Link>
          )}
          {row.reason && (
            <Typography variant="body2" color={row.status === 'failed' ? 'error' : 'text.secondary'}>
              {t(row.status === 'failed' ? 'states.failedBecause' : 'states.retrying', {
                reason: t(`states.reasons.${row.reason}`),
                attempts: row.attempts,
              })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {row.requested_by ? `${row.requested_by} · ` : ''}
            {date.format(new Date(row.created_at))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

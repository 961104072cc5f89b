import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { QueueItem } from '@mfi/contract/admin.schemas';
import { readerDate } from '../../../lib/dates';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { ChangeList, FieldValue } from './change-list';
import { historyHref, itemHref } from './item-links';

/** The preview's fields, in this order, where the item has them. */
const PREVIEW_FIELDS = [
  'year',
  'releasedYear',
  'seasonNum',
  'episodeNum',
  'runtime',
  'bornYear',
  'plot',
  'biography',
  'excerpt',
];

/** One waiting item: what it is, who made it when, a preview, what changed since it was last published. */
export function QueueItemCard({
  item,
  selected,
  onSelect,
  onPublish,
  onReject,
  onCreator,
  busy,
}: {
  item: QueueItem;
  selected: boolean;
  onSelect(on: boolean): void;
  onPublish(): void;
  onReject(): void;
  onCreator(id: number): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const en = useEnglish();
  const title = nameIn(item.title, item.title_en, en);
  const page = itemHref(item.kind, item.address);
  const preview = PREVIEW_FIELDS.filter((f) => item.preview[f] !== undefined && item.preview[f] !== '');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="queue-item">
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('queue.select', { title }) } }}
          sx={{ ml: -1, mt: -0.5 }}
        />
        {item.image ? (
          <Box
            component="img"
            src={item.image}
            alt=""
            sx={{
              width: { xs: 56, sm: 80 },
              height: { xs: 84, sm: 120 },
              objectFit: 'cover',
              borderRadius: 1,
              flexShrink: 0,
            }}
          />
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Chip size="small" label={t(`kinds.${item.kind}`)} />
            {item.changes === null && (
              <Chip
                size="small"
                color="info"
                variant="outlined"
                label={t('queue.new')}
                // Wraps on a phone instead of cutting the text short; the darker blue reads at 4.5:1 on the card.
                sx={{
                  height: 'auto',
                  maxWidth: '100%',
                  color: 'info.dark',
                  borderColor: 'info.dark',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                }}
              />
            )}
          </Stack>
          <Typography
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
            lang={langOf(title)}
          >
            {page ? (
              <Link component={RouterLink} to={page} underline="hover">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.creator ? (
              <Link
                component="button"
                type="button"
                onClick={() => onCreator(item.creator!.id)}
                sx={{ verticalAlign: 'baseline' }}
              >
                {item.creator.name}
              </Link>
            ) : (
              t('queue.noCreator')
            )}
            {' · '}
            {readerDate(item.created_at, i18n.language)}
          </Typography>
          {item.rejection && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('queue.rejected', { name: item.rejection.by?.name ?? '—' })}:{' '}
              <span lang={langOf(item.rejection.reason)}>{item.rejection.reason}</span>
            </Alert>
          )}
          {preview.length > 0 && (
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                fontSize: '0.875rem',
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
              }}
            >
              {preview.map((f) => (
                <Box key={f} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {t(`fields.${f}`, { defaultValue: f })}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} lang={langOf(String(item.preview[f]))}>
                    <FieldValue field={f} value={item.preview[f]} />
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {item.changes && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {t('queue.changedSincePublished')}
              </Typography>
              <ChangeList changes={item.changes} />
            </Box>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" size="small" onClick={onPublish} disabled={busy}>
              {t('queue.publish')}
            </Button>
            <Button variant="outlined" color="warning" size="small" onClick={onReject} disabled={busy}>
              {t('queue.reject')}
            </Button>
            <Button size="small" component={RouterLink} to={historyHref(item.kind, item.id)}>
              {t('history.link')}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ImportPreviewRow, ImportRowStatus, ImportTitle } from '@mfi/contract/user-import.schemas';
import { href } from '@mfi/contract/routes';
import { langOf, titleIn, useEnglish } from '../../../lib/localized';

/** Rows shown at first, and added by each "show more": a 10,000-row file is not one long table. */
const ROWS_AT_ONCE = 50;

export type Choices = Record<number, string>;
const choiceKey = (t: ImportTitle) => `${t.kind}:${t.id}`;

/** The preview: each title of the file, matched (with our title), ambiguous (with a picker) or not found. */
export function PreviewTable({
  rows,
  choices,
  onChoose,
}: {
  rows: ImportPreviewRow[];
  choices: Choices;
  onChoose(row: number, key: string): void;
}) {
  const { t } = useTranslation('userImport');
  const [filter, setFilter] = useState<ImportRowStatus | 'all'>('all');
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  const listed = filter === 'all' ? rows : rows.filter((r) => r.status === filter);
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, value: ImportRowStatus | 'all' | null) => value && (setFilter(value), setShown(ROWS_AT_ONCE))}
        aria-label={t('preview.filter')}
        // The theme's secondary text on the group's grey falls just short of 4.5:1.
        sx={{ flexWrap: 'wrap', mb: 1.5, '& .MuiToggleButton-root': { color: 'text.primary' } }}
      >
        {(['all', 'matched', 'ambiguous', 'missing'] as const).map((s) => (
          <ToggleButton key={s} value={s}>
            {t(`preview.show.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('preview.table')}
          // At phone widths the status stands under the name, and the cells take less room.
          sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('preview.fileTitle')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('preview.status')}</TableCell>
              <TableCell sx={{ minWidth: { xs: 150, sm: 180 } }}>{t('preview.ourTitle')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('preview.uses')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listed.slice(0, shown).map((row) => (
              <PreviewRow key={row.row} row={row} choice={choices[row.row] ?? ''} onChoose={onChoose} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {listed.length > shown && (
        <Button onClick={() => setShown(shown + ROWS_AT_ONCE)} sx={{ mt: 1 }}>
          {t('preview.more', { count: listed.length - shown })}
        </Button>
      )}
    </Box>
  );
}

const STATUS_COLORS = { matched: 'success', ambiguous: 'warning', missing: 'default' } as const;

function PreviewRow({
  row,
  choice,
  onChoose,
}: {
  row: ImportPreviewRow;
  choice: string;
  onChoose(row: number, key: string): void;
}) {
  const { t } = useTranslation('userImport');
  const en = useEnglish();
  const label = (title: ImportTitle) =>
    `${titleIn({ m_title: title.title, i_title: title.title_en }, en)} (${title.year ?? '—'})`;
  const uses = (['diary', 'ratings', 'watched', 'watchlist', 'lists'] as const)
    .filter((u) => row.uses[u] > 0)
    .map((u) => t(`preview.use.${u}`, { count: row.uses[u] }))
    .join(', ');
  const status = (
    <>
      <Chip size="small" color={STATUS_COLORS[row.status]} label={t(`preview.statuses.${row.status}`)} />
      {row.queued && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('preview.queued')}
        </Typography>
      )}
    </>
  );
  return (
    <TableRow data-testid="import-row" data-status={row.status}>
      <TableCell>
        <Typography variant="body2" lang={langOf(row.name)} sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.year ?? ''}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{status}</Box>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{status}</TableCell>
      <TableCell>
        {row.match && (
          <RouterLink
            to={href(row.match.kind === 'movie' ? 'movie-detail' : 'serial-detail', { slug: row.match.slug })}
            lang={langOf(label(row.match))}
          >
            {label(row.match)}
          </RouterLink>
        )}
        {row.status === 'ambiguous' && (
          <TextField
            select
            size="small"
            fullWidth
            label={t('preview.choose')}
            value={choice}
            onChange={(e) => onChoose(row.row, e.target.value)}
          >
            <MenuItem value="">{t('preview.skip')}</MenuItem>
            {row.choices.map((c) => (
              <MenuItem key={choiceKey(c)} value={choiceKey(c)} lang={langOf(label(c))}>
                {label(c)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <Typography variant="caption">{uses}</Typography>
      </TableCell>
    </TableRow>
  );
}

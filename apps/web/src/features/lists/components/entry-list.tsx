import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/poster';
import { SortableList } from '../../../components/sortable-list';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { describeEntry, moveEntry, removeEntry, type ListEntry } from './list-entries';

export type EntryLayout = 'list' | 'grid';

/**
 * The titles of the list being edited, in their order: dragged by the handle (200 ms, components/sortable-list),
 * each with its rank, poster, title, description (editable) and a remove button; as rows or as a grid.
 */
export function EntryList({
  entries,
  layout,
  onChange,
}: {
  entries: ListEntry[];
  layout: EntryLayout;
  onChange(next: ListEntry[]): void;
}) {
  return (
    <Box data-testid="list-entries">
      <SortableList
        items={entries}
        keyOf={(entry) => String(entry.id)}
        onMove={(from, to) => onChange(moveEntry(entries, from, to))}
        layout={layout}
        ns="lists"
        renderItem={(entry, index, handle) => (
          <EntryRow
            entry={entry}
            rank={index + 1}
            layout={layout}
            handle={handle}
            onDescribe={(text) => onChange(describeEntry(entries, entry.id, text))}
            onRemove={() => onChange(removeEntry(entries, entry.id))}
          />
        )}
      />
    </Box>
  );
}

function EntryRow({
  entry,
  rank,
  layout,
  handle,
  onDescribe,
  onRemove,
}: {
  entry: ListEntry;
  rank: number;
  layout: EntryLayout;
  handle: ReactNode;
  onDescribe(text: string): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('lists');
  const grid = layout === 'grid';
  const title = nameIn(entry.mongol_title, entry.international_title, useEnglish());
  return (
    <Paper
      variant="outlined"
      data-testid="list-entry"
      sx={{
        display: 'grid',
        gap: 1,
        p: 1,
        alignItems: 'start',
        gridTemplateColumns: grid ? '1fr' : 'auto 56px minmax(0, 1fr) auto',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          justifyContent: grid ? 'space-between' : 'start',
          gridRow: grid ? undefined : { sm: 'span 2' },
        }}
      >
        {handle}
        <Typography component="span" sx={{ fontWeight: 700, minWidth: 24 }}>
          {rank}
        </Typography>
        {grid && <RemoveButton title={title} onRemove={onRemove} />}
      </Box>
      <Box sx={{ gridRow: grid ? undefined : { sm: 'span 2' } }}>
        <Poster src={entry.poster} alt={title} width={grid ? 120 : 56} />
      </Box>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }} lang={langOf(title)}>
        {title}
      </Typography>
      {!grid && <RemoveButton title={title} onRemove={onRemove} />}
      {/* Below the row on a phone, beside the poster on wider screens. */}
      <TextField
        size="small"
        label={t('editor.itemDescription', { title })}
        value={entry.description}
        onChange={(event) => onDescribe(event.target.value)}
        multiline
        maxRows={6}
        sx={{ gridColumn: grid ? undefined : { xs: '1 / -1', sm: '3 / 4' } }}
      />
    </Paper>
  );
}

function RemoveButton({ title, onRemove }: { title: string; onRemove(): void }) {
  const { t } = useTranslation('lists');
  return (
    <IconButton size="small" aria-label={t('editor.remove', { title })} onClick={onRemove}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

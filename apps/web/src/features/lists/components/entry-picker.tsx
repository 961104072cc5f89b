import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { useDebounced } from '../../../lib/use-debounced';
import type { ListKind } from '@mfi/contract/lists.schemas';
import { useTitleSearch, type TitlePick } from '../api/search-titles';
import type { ListEntry } from './list-entries';

/**
 * The editor's search box, description field and add button (part 2 section 4): a title is chosen by
 * searching the published catalogue in either script, described, then added; the choice, the search and the
 * description clear after each add. A title already in the list is offered disabled.
 */
export function EntryPicker({
  kind,
  listed,
  full,
  onAdd,
}: {
  kind: ListKind;
  listed: ListEntry[];
  /** The list holds its maximum: nothing more can be added. */
  full: boolean;
  onAdd(entry: ListEntry): void;
}) {
  const { t } = useTranslation('lists');
  const [input, setInput] = useState('');
  const [choice, setChoice] = useState<TitlePick | null>(null);
  const [description, setDescription] = useState('');
  const term = useDebounced(input);
  const search = useTitleSearch(kind, term);
  const isListed = (pick: TitlePick) => listed.some((entry) => entry.id === pick.id);
  const en = useEnglish();
  const titleOf = (pick: TitlePick) => nameIn(pick.mongol_title, pick.international_title, en);

  function add() {
    if (!choice) return;
    const { year: _year, ...entry } = choice;
    onAdd({ ...entry, description: description.trim() });
    setChoice(null);
    setInput('');
    setDescription('');
  }

  return (
    <Box
      data-testid="list-entry-picker"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Autocomplete<TitlePick>
        value={choice}
        onChange={(_, pick) => setChoice(pick)}
        inputValue={input}
        onInputChange={(_, next) => setInput(next)}
        options={
          choice && !search.data?.some((p) => p.id === choice.id)
            ? [choice, ...(search.data ?? [])]
            : (search.data ?? [])
        }
        filterOptions={(options) => options}
        getOptionLabel={titleOf}
        getOptionDisabled={isListed}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={search.isFetching}
        loadingText={t('editor.searching')}
        noOptionsText={term.trim() ? t('editor.nothingFound') : t('editor.typeToSearch')}
        renderOption={({ key, ...props }, pick) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <Avatar src={pick.poster ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
            <span lang={langOf(titleOf(pick))}>
              {titleOf(pick)}
              <Typography component="span" variant="body2" color="text.secondary">
                {` (${pick.year})`}
              </Typography>
            </span>
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={t(`editor.search.${kind}`)} />}
      />
      <TextField
        label={t('editor.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        maxRows={4}
      />
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={add}
        disabled={!choice || full}
        sx={{ height: { md: 56 }, whiteSpace: 'nowrap' }}
      >
        {t('editor.add')}
      </Button>
    </Box>
  );
}

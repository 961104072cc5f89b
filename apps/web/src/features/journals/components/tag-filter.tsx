import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTI_SELECT_MAX } from '@mfi/contract/limits';
import { useDebounced } from '../../../lib/use-debounced';
import { useJournalTags, useJournalTagsById, type JournalTag } from '../api/get-journal-tags';
import { parseTagIds, rememberTags, tagName } from './tag-names';

/** The list's tag filter: search journal tags in either script, up to 5 (part 2 section 5 "Filters"). */
export function TagFilter({ value, onChange }: { value: string; onChange(ids: string): void }) {
  const { t } = useTranslation('journals');
  const [input, setInput] = useState('');
  const term = useDebounced(input);
  const tags = useJournalTags(term);
  rememberTags(tags.data);
  // After a reload the address holds only ids: the names of those not seen yet are asked for.
  const chosen = parseTagIds(value);
  const named = useJournalTagsById(chosen.filter((id) => tagName(id) === undefined));
  rememberTags(named.data);
  const selected: JournalTag[] = chosen.map((id) => ({
    id,
    journal_tag_name: tagName(id) ?? (named.isFetching ? '…' : t('list.tagFallback', { id })),
  }));

  return (
    <Autocomplete
      multiple
      size="small"
      options={tags.data ?? []}
      value={selected}
      onChange={(_, next) =>
        onChange(
          next
            .slice(0, MULTI_SELECT_MAX)
            .map((tag) => tag.id)
            .join(','),
        )
      }
      inputValue={input}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      getOptionLabel={(tag) => tag.journal_tag_name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      filterSelectedOptions
      loading={tags.isFetching}
      loadingText={t('loading')}
      noOptionsText={t('list.noTags')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('list.tags')}
          helperText={selected.length >= MULTI_SELECT_MAX ? t('list.tagsMax', { max: MULTI_SELECT_MAX }) : undefined}
        />
      )}
      sx={{ minWidth: 0 }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useFestivalSearch, type FestivalPick } from '../api/search-festivals';
import { festivalName } from './festival-language';
import { useEnglish } from '../../../lib/localized';

/** The edition form's festival: the first 20 festivals, or those whose name matches the text typed. */
export function FestivalPicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: FestivalPick | null;
  onChange(pick: FestivalPick | null): void;
  onBlur(): void;
  error?: string;
}) {
  const { t } = useTranslation('festival');
  const english = useEnglish();
  const [input, setInput] = useState('');
  const term = useDebounced(input);
  // Once a festival is picked the box shows its name: the options stay those of an empty search.
  const search = useFestivalSearch(value && input === festivalName(value, english) ? '' : term);
  const options = search.data ?? [];
  return (
    <Autocomplete<FestivalPick>
      value={value}
      onChange={(_, pick) => onChange(pick)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(pick) => festivalName(pick, english)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('loading')}
      noOptionsText={t('form.noFestivals')}
      renderInput={(params) => (
        <TextField {...params} label={t('form.festival')} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

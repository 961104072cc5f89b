import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/error-texts';
import { nameIn, useEnglish } from '../../../lib/localized';
import { useDebounced } from '../../../lib/use-debounced';
import { useSeasonSearch } from '../api/search-seasons';
import { useSerialSearch } from '../api/search-serials';
import { numberedTitle } from './numbered-title';

export type Pick = { id: number; label: string; poster: string | null };

/** Choose a serial (season form) or a season (episode form) by searching its title in either script. */
export function SearchPicker({
  kind,
  value,
  onChange,
  onBlur,
  label,
  error,
}: {
  kind: 'serial' | 'season';
  value: Pick | null;
  onChange(p: Pick | null): void;
  onBlur?(): void;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('serials');
  const [input, setInput] = useState('');
  const term = useDebounced(input);
  const serials = useSerialSearch(kind === 'serial' ? term : '');
  const seasons = useSeasonSearch(kind === 'season' ? term : '');
  const search = kind === 'serial' ? serials : seasons;
  const en = useEnglish();
  // The serial's title as cards show it: Mongolian in the Mongolian interface, international in English.
  const titleOf = (s: { mongol_title: string; international_title: string }) =>
    nameIn(s.mongol_title, s.international_title, en);
  const options: Pick[] =
    kind === 'serial'
      ? (serials.data ?? []).map((s) => ({ id: s.id, label: titleOf(s), poster: s.serial_poster }))
      : (seasons.data ?? []).map((s) => ({
          id: s.id,
          label: `${titleOf(s)} · ${numberedTitle(t, 'season', s.season_num, s.season_name)}`,
          poster: s.season_poster,
        }));
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={term.trim() ? t('form.nothingFound') : t('form.typeToSearch')}
      loadingText={t('loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Avatar src={option.poster ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
          {option.label}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

/**
 * The picker bound to a form field: its error shows once the user picked something or left the box, not while
 * the form is still untouched.
 */
export function FormSearchPicker<T extends FieldValues>({
  control,
  name,
  kind,
  label,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  kind: 'serial' | 'season';
  label: string;
}) {
  const { t } = useTranslation('serials');
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(false);
  return (
    <SearchPicker
      kind={kind}
      label={label}
      value={field.value as Pick | null}
      onChange={(p) => {
        field.onChange(p);
        setPicked(true);
      }}
      onBlur={field.onBlur}
      error={
        fieldState.error && (picked || fieldState.isTouched) ? translateError(t, fieldState.error.message) : undefined
      }
    />
  );
}

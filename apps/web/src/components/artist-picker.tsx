import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf, nameIn, useEnglish } from '../lib/localized';
import { useArtistSearch } from '../lib/search-artists';
import type { PersonRef } from './people-editor-state';

const SEARCH_DELAY_MS = 300;

/** Search an artist by name in either script (GET /artist/api-search-artist-list/). */
export function ArtistPicker({
  value,
  onChange,
  label,
  error,
  ns,
  festival,
}: {
  value: PersonRef | null;
  onChange(p: PersonRef | null): void;
  label: string;
  error?: string;
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (form.noArtists, form.typeToSearch, loading) */
  ns: string;
  /** Only the festival's artists. */
  festival?: boolean;
}) {
  const { t } = useTranslation(ns);
  const en = useEnglish();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useArtistSearch(term, festival);
  const options: PersonRef[] = (search.data ?? []).map((a) => ({
    id: a.id,
    name: a.pro_name,
    name_en: a.pro_name_en,
    photo: a.photo,
  }));
  const nameOf = (o: PersonRef) => nameIn(o.name, o.name_en, en);
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={term.trim() ? t('form.noArtists') : t('form.typeToSearch')}
      loadingText={t('loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Avatar src={option.photo ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
          <span lang={langOf(nameOf(option))}>{nameOf(option)}</span>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      sx={{ flex: 2, minWidth: 0 }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf, titleIn, useEnglish } from '../../../lib/localized';
import { useDebounced } from '../../../lib/use-debounced';
import { useFilmSearch, type FilmKind, type FilmPick } from '../api/search-films';

/** Search a published movie or serial (`kind`) by title in either script. */
export function FilmPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: FilmKind;
  value: FilmPick | null;
  onChange(pick: FilmPick | null): void;
  error?: string;
}) {
  const { t } = useTranslation('festival');
  const [input, setInput] = useState('');
  const term = useDebounced(input);
  const search = useFilmSearch(kind, term);
  const options = search.data ?? [];
  const en = useEnglish();
  return (
    <Autocomplete<FilmPick>
      value={value}
      onChange={(_, pick) => onChange(pick)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(pick) => titleIn(pick, en)}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.kind === b.kind}
      loading={search.isFetching}
      loadingText={t('loading')}
      noOptionsText={term.trim() ? t('form.noFilms') : t('form.typeToSearch')}
      renderOption={({ key, ...props }, pick) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Avatar src={pick.poster ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
          <span lang={langOf(titleIn(pick, en))}>
            {titleIn(pick, en)}
            <Typography component="span" variant="body2" color="text.secondary">
              {` (${pick.year})`}
            </Typography>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t(`awards.film.${kind}`)} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

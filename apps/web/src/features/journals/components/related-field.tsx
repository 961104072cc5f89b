import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable-list';
import { useArtistSearch } from '../../../lib/search-artists';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { useDebounced } from '../../../lib/use-debounced';
import { useMovieSearch } from '../api/search-movies';
import { useSerialSearch } from '../api/search-serials';
import type { RelatedItem } from './journal-form-values';

export type RelatedKind = 'artists' | 'movies' | 'serials';

/** Search results of one kind as form items; the other two searches stay idle. */
function useRelatedSearch(kind: RelatedKind, term: string) {
  const artists = useArtistSearch(kind === 'artists' ? term : '');
  const movies = useMovieSearch(kind === 'movies' ? term : '');
  const serials = useSerialSearch(kind === 'serials' ? term : '');
  const options: RelatedItem[] =
    kind === 'artists'
      ? (artists.data ?? []).map((a) => ({ id: a.id, label: a.pro_name, label_en: a.pro_name_en, image: a.photo }))
      : kind === 'movies'
        ? (movies.data ?? []).map((m) => ({
            id: m.id,
            label: m.mongol_title || m.international_title,
            label_en: m.international_title,
            image: m.movie_poster,
            note: String(m.year),
          }))
        : (serials.data ?? []).map((s) => ({
            id: s.id,
            label: s.mongol_title || s.international_title,
            label_en: s.international_title,
            image: s.serial_poster,
            note: String(s.re_year),
          }));
  const busy = { artists, movies, serials }[kind].isFetching;
  return { options, busy };
}

/** The title, and the year of a movie or serial. */
function ItemLabel({ item }: { item: RelatedItem }) {
  const name = nameIn(item.label, item.label_en, useEnglish());
  return (
    <span>
      <span lang={langOf(name)}>{name}</span>
      {item.note && (
        <Typography component="span" variant="body2" color="text.secondary">
          {` (${item.note})`}
        </Typography>
      )}
    </span>
  );
}

/**
 * Related artists, movies or serials of a journal (part 2 section 4): chosen by search, an item already in
 * the list is ignored, the search clears after each pick; the list reorders by drag and each item can go.
 */
export function RelatedField({
  kind,
  label,
  value,
  onChange,
}: {
  kind: RelatedKind;
  label: string;
  value: RelatedItem[];
  onChange(next: RelatedItem[]): void;
}) {
  const { t } = useTranslation('journals');
  const en = useEnglish();
  const nameOf = (item: RelatedItem) => nameIn(item.label, item.label_en, en);
  const [input, setInput] = useState('');
  const term = useDebounced(input);
  const search = useRelatedSearch(kind, term);

  function add(item: RelatedItem | null) {
    setInput('');
    if (item && !value.some((existing) => existing.id === item.id)) onChange([...value, item]);
  }

  function move(from: number, to: number) {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  }

  return (
    <Box data-testid={`related-${kind}`}>
      <Autocomplete<RelatedItem>
        value={null}
        onChange={(_, item) => add(item)}
        inputValue={input}
        onInputChange={(_, next, reason) => reason === 'input' && setInput(next)}
        options={search.options}
        filterOptions={(options) => options}
        getOptionLabel={nameOf}
        getOptionDisabled={(item) => value.some((existing) => existing.id === item.id)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={search.busy}
        loadingText={t('loading')}
        noOptionsText={term.trim() ? t('form.nothingFound') : t('form.typeToSearch')}
        blurOnSelect
        renderOption={({ key, ...props }, item) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <Avatar src={item.image ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
            <ItemLabel item={item} />
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
      {value.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <SortableList
            items={value}
            keyOf={(item) => String(item.id)}
            onMove={move}
            ns="journals"
            renderItem={(item, _index, handle) => (
              <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.5, pr: 1 }}>
                {handle}
                <Avatar src={item.image ?? undefined} alt="" variant="rounded" sx={{ width: 28, height: 40 }} />
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  <ItemLabel item={item} />
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('form.remove', { name: nameOf(item) })}
                  onClick={() => onChange(value.filter((existing) => existing.id !== item.id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Paper>
            )}
          />
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS } from '@mfi/contract/catalogue.enums';
import { MultiSelectFilter } from '../../../components/multi-select-filter';
import { RangeFilter } from '../../../components/range-filter';
import { useCountries, useGenres, useLanguages, useSubgenres, useTagSearch } from '../../../lib/reference';
import {
  formatIds,
  formatRange,
  parseIds,
  parseRange,
  rangeBounds,
  type MultiKey,
  type RangeKey,
  type SerialQueryState,
} from './serial-query';

/**
 * The serial catalogue's filters (part 2 section 2): multi-selects capped at 5, and ranges for grade, start
 * year, end year and average runtime. Country is offered on the international list only.
 */
export function SerialFilters({
  state,
  onChange,
  showCountry,
}: {
  state: SerialQueryState;
  onChange(patch: Partial<SerialQueryState>): void;
  showCountry: boolean;
}) {
  const { t, i18n } = useTranslation('serials');
  const en = i18n.language === 'en';
  const countries = useCountries();
  const languages = useLanguages();
  const genres = useGenres();
  const subgenres = useSubgenres();
  const tags = useTagSearch('');
  const formats = FORMATS.map((f) => ({ id: f.value, label: en ? f.en : f.mn }));
  const ratings = AGE_RATINGS.map((r) => ({ id: r.value, label: `${r.code} · ${en ? r.en : r.mn}` }));

  const multi = (key: MultiKey, label: string, options: { id: number; label: string }[], max?: number) => (
    <MultiSelectFilter
      key={key}
      label={label}
      options={options}
      value={parseIds(state[key], max)}
      onChange={(ids) => onChange({ [key]: formatIds(ids) })}
      max={max}
    />
  );
  const range = (key: RangeKey, label: string) => {
    const [min, max] = rangeBounds(key);
    return (
      <RangeFilter
        key={key}
        label={label}
        min={min}
        max={max}
        value={parseRange(state[key], key)}
        onChange={(value) => onChange({ [key]: formatRange(value) })}
      />
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {showCountry && multi('country', t('filter.country'), countries.options)}
      {multi('format', t('filter.format'), formats, 4)}
      {multi('rating', t('filter.rating'), ratings, 4)}
      {multi('lang', t('filter.language'), languages.options)}
      {multi('genre', t('filter.genre'), genres.options)}
      {multi('subgenre', t('filter.subgenre'), subgenres.options)}
      {multi('tag', t('filter.tag'), tags.options)}
      {range('grade', t('filter.grade'))}
      {range('start', t('filter.start'))}
      {range('end', t('filter.end'))}
      {range('runtime', t('filter.runtime'))}
    </Box>
  );
}

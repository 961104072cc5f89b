import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MultiSelectFilter } from '../../../components/multi-select-filter';
import { RangeFilter } from '../../../components/range-filter';
import { useCountries, useProfessions } from '../../../lib/reference';
import { ARTIST_BORN_MIN, MULTI_SELECT_MAX } from '@mfi/contract/limits';

export const idsOf = (csv: string): number[] => (csv ? csv.split(',').map(Number).filter(Number.isInteger) : []);
export const csvOf = (ids: number[]): string => ids.join(',');

export function rangeOf(value: string): [number, number] | null {
  const [low, high] = value.split(',').map(Number);
  return value && Number.isInteger(low) && Number.isInteger(high) ? [low, high] : null;
}

export interface ArtistFilterValues {
  country: string;
  profession: string;
  year: string;
}

/** Country, professions (at most 5) and birth year range 1200..this year (part 2 sections 2 and 9). */
export function ArtistFilters({
  value,
  onChange,
  onReset,
}: {
  value: ArtistFilterValues;
  onChange(patch: Partial<ArtistFilterValues>): void;
  onReset(): void;
}) {
  const { t } = useTranslation('artists');
  const countries = useCountries();
  const professions = useProfessions();
  const thisYear = new Date().getFullYear();
  return (
    <Stack spacing={2}>
      <MultiSelectFilter
        label={t('filter.country')}
        options={countries.options}
        value={idsOf(value.country)}
        onChange={(ids) => onChange({ country: csvOf(ids) })}
        max={MULTI_SELECT_MAX}
      />
      <MultiSelectFilter
        label={t('filter.profession')}
        options={professions.options}
        value={idsOf(value.profession)}
        onChange={(ids) => onChange({ profession: csvOf(ids) })}
        max={MULTI_SELECT_MAX}
      />
      <RangeFilter
        label={t('filter.born')}
        min={ARTIST_BORN_MIN}
        max={thisYear}
        value={rangeOf(value.year)}
        onChange={(range) => onChange({ year: range ? range.join(',') : '' })}
      />
      <Button onClick={onReset} variant="outlined" color="inherit">
        {t('filter.reset')}
      </Button>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS } from '@mfi/contract/catalogue.enums';
import { nameIn } from '../../lib/localized';
import { useCountries, useGenres, useLanguages, useSubgenres, useTagSearch } from '../../lib/reference';
import { MultiSelectFilter } from '../multi-select-filter';
import { RangeFilter } from '../range-filter';
import type { CatalogueKind } from './catalogue-kind';
import {
  formatIds,
  formatRange,
  multiMax,
  parseIds,
  parseRange,
  type CatalogueFilters as Filters,
  type MultiKey,
  type QueryState,
} from './catalogue-query';

/**
 * A catalogue's filters (part 2 section 2): multi-selects capped at 5 (format and rating at 4), then the kind's
 * ranges (grade, year or start and end year, runtime). Country is offered in the international catalogues only.
 */
export function CatalogueFilters<R extends string>({
  kind,
  filters,
  state,
  onChange,
  showCountry,
}: {
  kind: CatalogueKind;
  filters: Filters<R>;
  state: QueryState<R>;
  onChange(patch: Partial<QueryState<R>>): void;
  showCountry: boolean;
}) {
  const { t, i18n } = useTranslation(kind.ns);
  const en = i18n.language === 'en';
  const options: Record<MultiKey, { id: number; label: string }[]> = {
    country: useCountries().options,
    format: FORMATS.map((f) => ({ id: f.value, label: en ? f.en : f.mn })),
    rating: AGE_RATINGS.map((r) => ({ id: r.value, label: `${r.code} · ${en ? r.en : r.mn}` })),
    lang: useLanguages().options,
    genre: useGenres().options,
    subgenre: useSubgenres().options,
    tag: useTagSearch('').options.map((o) => ({ id: o.id, label: nameIn(o.label, o.label_en, en) })),
  };
  const labels: Record<MultiKey, string> = {
    country: t('filter.country'),
    format: t('filter.format'),
    rating: t('filter.rating'),
    lang: t('filter.language'),
    genre: t('filter.genre'),
    subgenre: t('filter.subgenre'),
    tag: t('filter.tag'),
  };
  const multiKeys = (Object.keys(options) as MultiKey[]).filter((key) => key !== 'country' || showCountry);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {multiKeys.map((key) => {
        const max = key === 'format' || key === 'rating' ? multiMax(key) : undefined;
        return (
          <MultiSelectFilter
            key={key}
            label={labels[key]}
            options={options[key]}
            value={parseIds(state[key], max)}
            onChange={(ids) => onChange({ [key]: formatIds(ids) } as Partial<QueryState<R>>)}
            max={max}
          />
        );
      })}
      {(Object.keys(filters.ranges) as R[]).map((key) => {
        const [min, max] = filters.ranges[key].bounds();
        return (
          <RangeFilter
            key={key}
            label={t(`filter.${key}`)}
            min={min}
            max={max}
            value={parseRange(state[key], [min, max])}
            onChange={(value) => onChange({ [key]: formatRange(value) } as Partial<QueryState<R>>)}
          />
        );
      })}
    </Box>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  id: number;
  label: string;
}

/** At most `max` choices (part 2 section 5 "Filters": a choice beyond the cap is dropped). */
export function capSelection(ids: number[], max: number): number[] {
  return ids.slice(0, max);
}

export function MultiSelectFilter({
  label,
  options,
  value,
  onChange,
  max = 5,
}: {
  label: string;
  options: FilterOption[];
  value: number[];
  onChange(ids: number[]): void;
  max?: number;
}) {
  const { t } = useTranslation('catalogue');
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const selected = value.map((id) => byId.get(id)).filter((option): option is FilterOption => option !== undefined);
  const full = selected.length >= max;
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      onChange={(_, next) =>
        onChange(
          capSelection(
            next.map((option) => option.id),
            max,
          ),
        )
      }
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionDisabled={(option) => full && !value.includes(option.id)}
      filterSelectedOptions
      noOptionsText={t('noOptions')}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={full ? t('maxChoices', { max }) : undefined} />
      )}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MULTI_SELECT_MAX } from '@mfi/contract/limits';
import { translateError } from '../../../lib/error-texts';
import type { Option } from '../../../lib/reference';

/** A multi-select of reference ids bound to the form; choices beyond `max` are dropped. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  max = MULTI_SELECT_MAX,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  options: Option[];
  max?: number;
}) {
  const { t } = useTranslation('catalogue');
  const { field, fieldState } = useController({ control, name });
  const ids = (field.value as number[] | undefined) ?? [];
  const selected = ids
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is Option => option !== undefined);
  const full = ids.length >= max;
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_, next) => field.onChange(next.map((option) => option.id).slice(0, max))}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionDisabled={(option) => full && !ids.includes(option.id)}
      filterSelectedOptions
      noOptionsText={t('noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          error={fieldState.invalid}
          helperText={
            fieldState.error ? translateError(t, fieldState.error.message) : full ? t('maxChoices', { max }) : undefined
          }
        />
      )}
    />
  );
}

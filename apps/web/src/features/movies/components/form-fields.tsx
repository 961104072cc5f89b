import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/i18n';
import { useCollectionSearch, useTagSearch, type Option } from '../../../lib/reference';
import type { Choice, MovieFormValues } from './movie-form-values';

type IdListField = 'languages' | 'genres' | 'subgenres' | 'countries';
/** A movie may carry up to 10 of each (the contract's MOVIE_FORM_LIST_MAX); filters stop at 5. */
const FORM_LIST_MAX = 10;

/** A multi-select of reference ids bound to the form, with the field's translated error. */
export function FormMultiSelect({
  control,
  name,
  label,
  options,
  required,
}: {
  control: Control<MovieFormValues>;
  name: IdListField;
  label: string;
  options: Option[];
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const byId = new Map(options.map((o) => [o.id, o]));
  const selected = field.value.map((id) => byId.get(id)).filter((o): o is Option => Boolean(o));
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_, next) => field.onChange(next.slice(0, FORM_LIST_MAX).map((o) => o.id))}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={required}
          error={fieldState.invalid}
          helperText={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

const filterChoices = createFilterOptions<Choice>();
const choiceKey = (c: Choice | string) => (typeof c === 'string' ? c : c.id ? `#${c.id}` : c.label.toLowerCase());

/** Tags: pick existing ones (searched in both scripts) or type a new one and press Enter. */
export function TagsField({
  control,
  label,
  required,
}: {
  control: Control<MovieFormValues>;
  label: string;
  required: boolean;
}) {
  const { t } = useTranslation('movies');
  const { field, fieldState } = useController({ control, name: 'tags' });
  const [input, setInput] = useState('');
  const search = useTagSearch(input);
  const options: Choice[] = search.options.map((o) => ({ id: o.id, label: o.label }));
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={field.value}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => {
        const choices = next.map((v) => (typeof v === 'string' ? { label: v.trim() } : v)).filter((c) => c.label);
        // The same tag twice (by id or by name) is kept once.
        const seen = new Set<string>();
        field.onChange(
          choices
            .filter(
              (c) =>
                !seen.has(c.id ? `#${c.id}` : c.label.toLowerCase()) &&
                seen.add(c.id ? `#${c.id}` : c.label.toLowerCase()),
            )
            .slice(0, FORM_LIST_MAX),
        );
      }}
      onBlur={field.onBlur}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(a, b) => choiceKey(a) === choiceKey(b)}
      filterOptions={(opts, state) => {
        const filtered = filterChoices(opts, state);
        const text = state.inputValue.trim();
        if (text && !opts.some((o) => o.label.toLowerCase() === text.toLowerCase())) filtered.push({ label: text });
        return filtered;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.id ? option.label : t('form.newTag', { name: option.label })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={required}
          error={fieldState.invalid}
          helperText={fieldState.error ? translateError(t, fieldState.error.message) : t('form.tagsHint')}
        />
      )}
    />
  );
}

/** The franchise collection: search an existing one or name a new one. */
export function CollectionField({ control, label }: { control: Control<MovieFormValues>; label: string }) {
  const { t } = useTranslation('movies');
  const { field, fieldState } = useController({ control, name: 'collection' });
  const [input, setInput] = useState(field.value?.label ?? '');
  const search = useCollectionSearch(input);
  const options: Choice[] = search.options.map((o) => ({ id: o.id, label: o.label }));
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={field.value}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        setInput(next);
        // Typing a name that is not picked from the list means a new collection of that name.
        if (reason === 'input') field.onChange(next.trim() ? { label: next } : null);
        if (reason === 'clear') field.onChange(null);
      }}
      onChange={(_, next) =>
        field.onChange(typeof next === 'string' ? (next.trim() ? { label: next.trim() } : null) : next)
      }
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(a, b) => choiceKey(a) === choiceKey(b)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={fieldState.invalid}
          helperText={
            fieldState.error
              ? translateError(t, fieldState.error.message)
              : field.value && !field.value.id
                ? t('form.newCollection')
                : t('form.collectionHint')
          }
        />
      )}
    />
  );
}

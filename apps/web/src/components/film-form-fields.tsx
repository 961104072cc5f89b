import Autocomplete, { createFilterOptions, type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type FieldValues,
  type Path,
  type RefCallBack,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../lib/error-texts';
import { useTagSearch, type Option } from '../lib/reference';
import { langOf, nameIn, useEnglish } from '../lib/localized';

/** A tag or collection: an existing one (id) or a new name typed by the user. */
/** A picked tag or collection: `label` its (Mongolian) name, `label_en` its English one where it has one. */
export type Choice = { id?: number; label: string; label_en?: string | null };

// Form fields of the movie and serial forms.

/** A movie or serial may carry up to 10 of each (the contract's MOVIE_FORM_LIST_MAX); filters stop at 5. */
const FORM_LIST_MAX = 10;

/** An Autocomplete's input bound to a form field: its ref, and the field's translated error over the hint. */
function fieldInput(
  t: TFunction,
  field: { ref: RefCallBack },
  fieldState: ControllerFieldState,
  { label, required, hint }: { label: string; required?: boolean; hint?: string },
) {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      inputRef={field.ref}
      label={label}
      required={required}
      error={fieldState.invalid}
      helperText={fieldState.error ? translateError(t, fieldState.error.message) : hint}
    />
  );
}

/** A multi-select of reference ids bound to the form, with the field's translated error. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  options: Option[];
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const byId = new Map(options.map((o) => [o.id, o]));
  const selected = (field.value as number[]).map((id) => byId.get(id)).filter((o): o is Option => Boolean(o));
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
      renderInput={fieldInput(t, field, fieldState, { label, required })}
    />
  );
}

const filterChoices = createFilterOptions<Choice>();
export const choiceKey = (c: Choice | string) =>
  typeof c === 'string' ? c : c.id ? `#${c.id}` : c.label.toLowerCase();

type TagsFieldProps<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  required: boolean;
  /** Texts come from the caller's feature namespace (form.newTag, form.tagsHint). */
  ns: string;
};

/** Tags: pick existing ones (searched in both scripts) or type a new one and press Enter. */
export function TagsField<T extends FieldValues>(props: TagsFieldProps<T>) {
  const [input, setInput] = useState('');
  const search = useTagSearch(input);
  const options: Choice[] = search.options.map((o) => ({ id: o.id, label: o.label, label_en: o.label_en }));
  return <TagsAutocomplete {...props} input={input} onInputChange={setInput} options={options} />;
}

/** The tags box over any tag search (movie tags above, journal tags in the journal form). */
export function TagsAutocomplete<T extends FieldValues>({
  control,
  name,
  label,
  required,
  ns,
  input,
  onInputChange,
  options,
}: TagsFieldProps<T> & { input: string; onInputChange(text: string): void; options: Choice[] }) {
  const { t } = useTranslation(ns);
  const { field, fieldState } = useController({ control, name });
  const en = useEnglish();
  const shown = (c: Choice) => nameIn(c.label, c.label_en, en);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={field.value as Choice[]}
      inputValue={input}
      onInputChange={(_, next) => onInputChange(next)}
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
      getOptionLabel={(o) => (typeof o === 'string' ? o : shown(o))}
      isOptionEqualToValue={(a, b) => choiceKey(a) === choiceKey(b)}
      filterOptions={(opts, state) => {
        const filtered = filterChoices(opts, state);
        const text = state.inputValue.trim().toLowerCase();
        const named = (o: Choice) => [o.label, o.label_en].some((name) => name?.toLowerCase() === text);
        if (text && !opts.some(named)) filtered.push({ label: state.inputValue.trim() });
        return filtered;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} lang={option.id ? langOf(shown(option)) : undefined}>
          {option.id ? shown(option) : t('form.newTag', { name: option.label })}
        </li>
      )}
      renderInput={fieldInput(t, field, fieldState, { label, required, hint: t('form.tagsHint') })}
    />
  );
}

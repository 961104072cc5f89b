import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choiceKey, type Choice } from '../../../components/film-form-fields';
import { translateError } from '../../../lib/error-texts';
import { nameIn, useEnglish } from '../../../lib/localized';
import { useCollectionSearch } from '../../../lib/reference';
import type { MovieFormValues } from './movie-form-values';

/** The franchise collection: search an existing one or name a new one. */
export function CollectionField({ control, label }: { control: Control<MovieFormValues>; label: string }) {
  const { t } = useTranslation('movies');
  const { field, fieldState } = useController({ control, name: 'collection' });
  const en = useEnglish();
  const shown = (c: Choice) => nameIn(c.label, c.label_en, en);
  const [input, setInput] = useState(field.value ? shown(field.value) : '');
  const search = useCollectionSearch(input);
  const options: Choice[] = search.options.map((o) => ({ id: o.id, label: o.label, label_en: o.label_en }));
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
      getOptionLabel={(o) => (typeof o === 'string' ? o : shown(o))}
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

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CROPS } from '@mfi/contract/limits';
import { TagsAutocomplete } from '../../../components/film-form-fields';
import { ImageCropField } from '../../../components/image-crop-field';
import { translateError } from '../../../lib/error-texts';
import { useDebounced } from '../../../lib/use-debounced';
import { useJournalSubtypes } from '../api/get-journal-subtypes';
import { useJournalTags } from '../api/get-journal-tags';
import { useJournalTypes } from '../api/get-journal-types';
import { useTypeName } from '../api/journal-type-names';
import type { JournalFormValues } from './journal-form-values';
import { RichTextEditor } from './rich-text-editor';

type FormControl = Control<JournalFormValues>;

/** A field's error text, once the user has been there (or tried to save). */
function useShownError(control: FormControl, name: keyof JournalFormValues) {
  const { t } = useTranslation();
  const { fieldState, formState } = useController({ control, name });
  const shown = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return shown ? translateError(t, fieldState.error?.message) : undefined;
}

/** The cover: a JPEG cropped to 1280x720 (16:9), sent as JPEG (part 2 section 5 "Crops"). */
export function CoverField({ control, label }: { control: FormControl; label: string }) {
  const { field } = useController({ control, name: 'cover' });
  const error = useShownError(control, 'cover');
  return (
    <ImageCropField
      label={label}
      crop={CROPS.scene}
      value={field.value}
      onChange={(blob) => {
        field.onChange(blob);
        field.onBlur();
      }}
      error={error}
    />
  );
}

/** Type, then one of its subtypes; choosing another type clears the subtype. */
export function TypeFields({
  control,
  setValue,
}: {
  control: FormControl;
  setValue: UseFormSetValue<JournalFormValues>;
}) {
  const { t } = useTranslation('journals');
  const type = useController({ control, name: 'type' });
  const subType = useController({ control, name: 'sub_type' });
  const types = useJournalTypes();
  const typeName = useTypeName();
  const subtypes = useJournalSubtypes(type.field.value || undefined);
  const mainTypes = (types.data ?? []).filter((item) => item.main_type === null);
  const typeError = useShownError(control, 'type');
  const subTypeError = useShownError(control, 'sub_type');
  // A select whose value is not among its options warns; the prefilled id waits for its list.
  const typeValue = mainTypes.some((item) => String(item.id) === type.field.value) ? type.field.value : '';
  const subValue = subtypes.data?.some((item) => String(item.id) === subType.field.value) ? subType.field.value : '';

  return (
    <>
      <TextField
        select
        fullWidth
        required
        label={t('form.type')}
        value={typeValue}
        inputRef={type.field.ref}
        onChange={(event) => {
          type.field.onChange(event.target.value);
          setValue('sub_type', '', { shouldValidate: true });
        }}
        onBlur={type.field.onBlur}
        error={Boolean(typeError)}
        helperText={typeError}
      >
        {mainTypes.map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {typeName(item)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        required
        label={t('form.subType')}
        value={subValue}
        inputRef={subType.field.ref}
        onChange={(event) => subType.field.onChange(event.target.value)}
        onBlur={subType.field.onBlur}
        disabled={!type.field.value}
        error={Boolean(subTypeError)}
        helperText={subTypeError ?? (type.field.value ? undefined : t('form.subTypeHint'))}
      >
        {(subtypes.data ?? []).map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {typeName(item)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** Journal tags: existing ones searched in either script, or a new name with Enter. */
export function JournalTagsField({ control, label }: { control: FormControl; label: string }) {
  const [input, setInput] = useState('');
  const tags = useJournalTags(useDebounced(input));
  const options = (tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.journal_tag_name }));
  return (
    <TagsAutocomplete
      control={control}
      name="tags"
      label={label}
      required
      ns="journals"
      input={input}
      onInputChange={setInput}
      options={options}
    />
  );
}

/** The rich content; the editor reads the form's starting HTML once. */
export function ContentField({ control, label }: { control: FormControl; label: string }) {
  const { field } = useController({ control, name: 'content' });
  const [initialHtml] = useState(() => field.value);
  const error = useShownError(control, 'content');
  return (
    <RichTextEditor
      label={label}
      initialHtml={initialHtml}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
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
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { uploadEditorImage } from '../../../components/rich-text/upload-editor-image';

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

/** One of the type selects, its items named in the interface's language. */
function TypeSelect({
  control,
  name,
  label,
  items,
  hint,
  disabled,
  onPick,
}: {
  control: FormControl;
  name: 'type' | 'sub_type';
  label: string;
  items: { id: number; type_mongol_name: string; type_english_name?: string }[];
  hint?: string;
  disabled?: boolean;
  onPick?(): void;
}) {
  const { field } = useController({ control, name });
  const error = useShownError(control, name);
  const typeName = useTypeName();
  // A select whose value is not among its options warns; the prefilled id waits for its list.
  const value = items.some((item) => String(item.id) === field.value) ? field.value : '';
  return (
    <TextField
      select
      fullWidth
      required
      label={label}
      value={value}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(event.target.value);
        onPick?.();
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {items.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {typeName(item)}
        </MenuItem>
      ))}
    </TextField>
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
  const type = useWatch({ control, name: 'type' });
  const types = useJournalTypes();
  const subtypes = useJournalSubtypes(type || undefined);
  const mainTypes = (types.data ?? []).filter((item) => item.main_type === null);
  return (
    <>
      <TypeSelect
        control={control}
        name="type"
        label={t('form.type')}
        items={mainTypes}
        onPick={() => setValue('sub_type', '', { shouldValidate: true })}
      />
      <TypeSelect
        control={control}
        name="sub_type"
        label={t('form.subType')}
        items={subtypes.data ?? []}
        disabled={!type}
        hint={type ? undefined : t('form.subTypeHint')}
      />
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
      uploadImage={uploadEditorImage}
      testId="journal-editor"
    />
  );
}

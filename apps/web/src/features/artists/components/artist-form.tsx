import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { artistFields, type ArtistFields } from '@mfi/contract/artists.schemas';
import { BIOGRAPHY_MAX, CROPS } from '@mfi/contract/limits';
import { FormTextField } from '../../../components/form-text-field';
import { ImageCropField } from '../../../components/image-crop-field';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { useCountries, useProfessions } from '../../../lib/reference';
import type { ArtistPayload } from '../api/save-artist-payload';
import { FormMultiSelect } from './form-multi-select';
import { QuotesField } from './quotes-field';

export interface ArtistFormValues {
  photo: Blob | null;
  pro_name: string;
  pro_name_en: string;
  last_name: string;
  first_name: string;
  countries: number[];
  old_countries: number[];
  professions: number[];
  born: string;
  died: string;
  bio: string;
  bio_en: string;
  quotes: { quote: string }[];
  festival: boolean;
}

export const emptyArtistForm: ArtistFormValues = {
  photo: null,
  pro_name: '',
  pro_name_en: '',
  last_name: '',
  first_name: '',
  countries: [],
  old_countries: [],
  professions: [],
  born: '',
  died: '',
  bio: '',
  bio_en: '',
  quotes: [],
  festival: false,
};

/**
 * The contract's artistFields decide every rule of part 2 section 5; the photo (a cropped Blob, not part
 * of that schema) is required on create only, where the update keeps the current one when none is chosen.
 */
function artistResolver(photoRequired: boolean): Resolver<ArtistFormValues, unknown, ArtistPayload> {
  const fields = schemaResolver<ArtistFormValues, ArtistFields>(artistFields);
  return async (values, context, options) => {
    const result = await fields(values, context, options);
    const missingPhoto = photoRequired && !values.photo;
    if (Object.keys(result.errors).length > 0 || missingPhoto) {
      return {
        values: {},
        errors: missingPhoto
          ? { ...result.errors, photo: { type: 'required', message: 'imageRequired' } }
          : result.errors,
      } as ResolverResult<ArtistFormValues, ArtistPayload>;
    }
    const checked: ArtistPayload = { ...(result.values as ArtistFields), photo: values.photo };
    return { values: checked, errors: {} };
  };
}

export function ArtistForm({
  mode,
  defaultValues = emptyArtistForm,
  currentPhoto,
  onSave,
  onFailure,
}: {
  mode: 'create' | 'update';
  defaultValues?: ArtistFormValues;
  currentPhoto?: React.ReactNode;
  onSave(payload: ArtistPayload): Promise<unknown>;
  onFailure(): void;
}) {
  const { t } = useTranslation('artists');
  const countries = useCountries();
  const professions = useProfessions();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<ArtistFormValues, unknown, ArtistPayload>({
    mode: 'onChange',
    resolver: artistResolver(mode === 'create'),
    defaultValues,
  });
  const { control, handleSubmit, setError, formState } = form;
  const [bio, bioEn] = useWatch({ control, name: ['bio', 'bio_en'] });

  const onSubmit = handleSubmit(async (payload) => {
    setOtherErrors([]);
    try {
      await onSave(mode === 'create' ? payload : { ...payload, festival: undefined });
    } catch (error) {
      const { rest } = applyServerErrors(error, setError, {
        pro_name: 'pro_name',
        pro_name_en: 'pro_name_en',
        last_name: 'last_name',
        first_name: 'first_name',
        countries: 'countries',
        old_countries: 'old_countries',
        professions: 'professions',
        born: 'born',
        died: 'died',
        bio: 'bio',
        bio_en: 'bio_en',
        'artist-photo': 'photo',
      });
      setOtherErrors(rest);
      onFailure();
    }
  });

  const counter = (text: string) => t('form.counter', { count: text.length, max: BIOGRAPHY_MAX });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {otherErrors.map((text) => (
        <Alert key={text} severity="error">
          {translateError(t, text)}
        </Alert>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {currentPhoto}
        <Controller
          control={control}
          name="photo"
          render={({ field, fieldState }) => (
            <ImageCropField
              label={t(mode === 'create' ? 'form.photo' : 'form.newPhoto')}
              crop={CROPS.poster}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
            />
          )}
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="pro_name" label={t('form.proName')} required />
        <FormTextField control={control} name="pro_name_en" label={t('form.proNameEn')} required />
        <FormTextField control={control} name="last_name" label={t('form.lastName')} required />
        <FormTextField control={control} name="first_name" label={t('form.firstName')} required />
      </Box>
      <FormMultiSelect control={control} name="countries" label={t('form.countries')} options={countries.options} />
      <FormMultiSelect
        control={control}
        name="old_countries"
        label={t('form.oldCountries')}
        options={countries.options}
      />
      <FormMultiSelect
        control={control}
        name="professions"
        label={t('form.professions')}
        options={professions.options}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormTextField
          control={control}
          name="born"
          label={t('form.born')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <FormTextField
          control={control}
          name="died"
          label={t('form.died')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="bio"
        label={t('form.bio')}
        multiline
        minRows={5}
        required
        helperText={counter(bio)}
      />
      <FormTextField
        control={control}
        name="bio_en"
        label={t('form.bioEn')}
        multiline
        minRows={5}
        required
        helperText={counter(bioEn)}
      />
      <QuotesField control={control} />
      {mode === 'create' && (
        <Controller
          control={control}
          name="festival"
          render={({ field }) => (
            <FormControlLabel
              label={t('form.festival')}
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            />
          )}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || formState.isSubmitting}>
          {t(mode === 'create' ? 'form.create' : 'form.save')}
        </Button>
      </Box>
    </Stack>
  );
}

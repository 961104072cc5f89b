import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { artistFields, type ArtistFields } from '@mfi/contract/artists.schemas';
import { BIOGRAPHY_MAX, CROPS } from '@mfi/contract/limits';
import { ErrorAlerts } from '../../../components/error-alerts';
import { FormTextField } from '../../../components/form-text-field';
import { ImageCropField } from '../../../components/image-crop-field';
import { schemaResolver, useSubmitErrors } from '../../../lib/form';
import { translateError } from '../../../lib/error-texts';
import { useCountries, useProfessions } from '../../../lib/reference';
import type { ArtistPayload } from '../api/save-artist-payload';
import { FormMultiSelect } from './form-multi-select';
import { QuotesField } from './quotes-field';
import { SubmitButton } from '../../../components/submit-button';

/** What the form holds: the payload's fields, with the years as typed and the quotes as field rows. */
export type ArtistFormValues = Omit<ArtistPayload, 'born' | 'died' | 'quotes' | 'festival'> & {
  born: string;
  died: string;
  quotes: { quote: string }[];
  festival: boolean;
};

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
  const form = useForm<ArtistFormValues, unknown, ArtistPayload>({
    mode: 'onChange',
    resolver: artistResolver(mode === 'create'),
    defaultValues,
  });
  const { control, handleSubmit, setError, formState } = form;
  const errors = useSubmitErrors(setError, {
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
  const [bio, bioEn] = useWatch({ control, name: ['bio', 'bio_en'] });

  const onSubmit = handleSubmit(async (payload) => {
    errors.set([]);
    try {
      await onSave(mode === 'create' ? payload : { ...payload, festival: undefined });
    } catch (error) {
      errors.fail(error);
      onFailure();
    }
  });

  const counter = (text: string) => t('form.counter', { count: text.length, max: BIOGRAPHY_MAX });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <ErrorAlerts texts={errors.texts} />
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
      {/* Side by side where both labels fit whole; one under the other in a phone's form (issue 24). */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 2 }}>
        {(['born', 'died'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={t(`form.${name}`)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        ))}
      </Box>
      {(
        [
          ['bio', 'form.bio', bio],
          ['bio_en', 'form.bioEn', bioEn],
        ] as const
      ).map(([name, label, text]) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(label)}
          multiline
          minRows={5}
          required
          helperText={counter(text)}
        />
      ))}
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
        <SubmitButton disabled={!formState.isValid || formState.isSubmitting}>
          {t(mode === 'create' ? 'form.create' : 'form.save')}
        </SubmitButton>
      </Box>
    </Stack>
  );
}

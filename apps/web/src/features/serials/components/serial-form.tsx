import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS, SERIAL_JOB_MAX } from '@mfi/contract/catalogue.enums';
import { CROPS, FIRST_FILM_YEAR, PLOT_MAX } from '@mfi/contract/limits';
import { ArtistEditor } from '../../../components/artist-editor';
import { FormMultiSelect, TagsField } from '../../../components/film-form-fields';
import { FormTextField } from '../../../components/form-text-field';
import { RoleEditor } from '../../../components/role-editor';
import { useGenres, useLanguages, useProductionCountries, useSubgenres } from '../../../lib/reference';
import { Block, CheckField, CropField, PlotField } from './form-parts';
import { serialFormResolver, type SerialFormMode, type SerialFormValues } from './serial-form-values';

/** Serial create and update (part 2 sections 2, 5): the contract's rules; save disabled while invalid or sending. */
export function SerialForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
}: {
  mode: SerialFormMode;
  defaultValues: SerialFormValues;
  submitting: boolean;
  onSubmit(values: SerialFormValues): void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('serials');
  const en = i18n.language === 'en';
  const form = useForm<SerialFormValues>({ mode: 'all', resolver: serialFormResolver(mode), defaultValues });
  const { control, handleSubmit, formState } = form;
  const languages = useLanguages();
  const genres = useGenres();
  const subgenres = useSubgenres();
  const countries = useProductionCountries();
  const isCreate = mode.kind === 'create';
  const year = new Date().getFullYear();
  const yearProps = { slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 4 } } };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} data-testid="serial-form">
      <Block title={t('form.images')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <CropField control={control} name="poster" label={t('form.poster')} crop={CROPS.poster} />
          <CropField control={control} name="background" label={t('form.background')} crop={CROPS.scene} />
        </Stack>
        {!isCreate && (
          <Typography variant="body2" color="text.secondary">
            {t('form.keepImages')}
          </Typography>
        )}
      </Block>

      <Block title={t('form.titles')}>
        <FormTextField control={control} name="m_title" label={t('field.m_title')} required />
        <FormTextField control={control} name="i_title" label={t('field.i_title')} required />
        <FormTextField control={control} name="o_title" label={t('field.o_title')} required />
      </Block>

      <Block title={t('form.about')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <FormTextField control={control} name="format" label={t('field.format')} select required>
            {FORMATS.map((f) => (
              <MenuItem key={f.value} value={String(f.value)}>
                {en ? f.en : f.mn}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="rating" label={t('field.rating')} select required>
            {AGE_RATINGS.map((r) => (
              <MenuItem key={r.value} value={String(r.value)}>
                {r.code} · {en ? r.en : r.mn}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="runtime" label={t('field.runtimeMinutes')} required {...yearProps} />
          <FormTextField
            control={control}
            name="re_year"
            label={t('field.re_year')}
            required
            helperText={t('form.yearHint', { min: FIRST_FILM_YEAR, max: year })}
            {...yearProps}
          />
          <FormTextField
            control={control}
            name="fi_year"
            label={t('field.fi_year')}
            helperText={t('form.finishHint')}
            {...yearProps}
          />
        </Box>
        <FormMultiSelect
          control={control}
          name="languages"
          label={t('field.languages')}
          options={languages.options}
          required
        />
        <FormMultiSelect
          control={control}
          name="countries"
          label={t('field.countries')}
          options={countries.options}
          required
        />
        <FormMultiSelect control={control} name="genres" label={t('field.genres')} options={genres.options} required />
        <FormMultiSelect control={control} name="subgenres" label={t('field.subgenres')} options={subgenres.options} />
        <FormTextField
          control={control}
          name="trailer"
          label={t('field.trailer')}
          helperText={t('form.trailerHint')}
          type="url"
        />
        <TagsField ns="serials" control={control} name="tags" label={t('field.tags')} required={isCreate} />
        {!isCreate && <CheckField control={control} name="theater" label={t('form.theater')} />}
      </Block>

      <Block title={t('form.plots')}>
        <PlotField control={control} name="plot" label={t('field.plot')} max={PLOT_MAX} required />
        <PlotField control={control} name="en_plot" label={t('field.en_plot')} max={PLOT_MAX} required />
      </Block>

      <PeopleFields control={control} />

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Crew with the 17 serial jobs (initiator included) and cast. */
function PeopleFields({ control }: { control: Control<SerialFormValues> }) {
  const artists = useController({ control, name: 'artists' });
  const roles = useController({ control, name: 'roles' });
  return (
    <>
      <ArtistEditor
        ns="serials"
        jobMax={SERIAL_JOB_MAX}
        value={artists.field.value}
        onChange={artists.field.onChange}
      />
      <RoleEditor ns="serials" value={roles.field.value} onChange={roles.field.onChange} />
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, CATEGORIES, FORMATS, FORMATS_WITHOUT_GENRE, MOVIE_JOB_MAX } from '@mfi/contract/catalogue.enums';
import { CROPS, FIRST_FILM_YEAR, PLOT_MAX } from '@mfi/contract/limits';
import { FormTextField } from '../../../components/form-text-field';
import { ImageCropField } from '../../../components/image-crop-field';
import { translateError } from '../../../lib/error-texts';
import { useGenres, useLanguages, useProductionCountries, useSubgenres } from '../../../lib/reference';
import { AddImagesButton } from '../../../components/add-images-button';
import { ArchiveImageCard } from '../../../components/archive-image-card';
import { ArtistEditor } from '../../../components/artist-editor';
import { FormMultiSelect, TagsField } from '../../../components/film-form-fields';
import { CollectionField } from './collection-field';
import { movieFormResolver, type FormMode, type MovieFormValues } from './movie-form-values';
import { RoleEditor } from '../../../components/role-editor';
import { SortableList } from '../../../components/sortable-list';

let imageKey = 0;

/**
 * Movie create and update (part 2 sections 2, 5): every rule is the contract's; submit stays disabled while
 * the form is invalid or sending.
 */
export function MovieForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
}: {
  mode: FormMode;
  defaultValues: MovieFormValues;
  submitting: boolean;
  onSubmit(values: MovieFormValues): void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('movies');
  const en = i18n.language === 'en';
  const form = useForm<MovieFormValues>({ mode: 'all', resolver: movieFormResolver(mode), defaultValues });
  const { control, handleSubmit, formState } = form;
  const format = useWatch({ control, name: 'format' });
  const genreOptional = FORMATS_WITHOUT_GENRE.includes(Number(format));
  const languages = useLanguages();
  const genres = useGenres();
  const subgenres = useSubgenres();
  const countries = useProductionCountries();
  const isCreate = mode.kind === 'create';
  const year = new Date().getFullYear();

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)}>
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
        <CheckField control={control} name="festival" label={t('form.festival')} />
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
          <FormTextField control={control} name="category" label={t('field.category')} select required>
            {CATEGORIES.map((c) => (
              <MenuItem key={c.value} value={String(c.value)}>
                {en ? c.en : c.mn}
              </MenuItem>
            ))}
          </FormTextField>
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
          <FormTextField
            control={control}
            name="year"
            label={t('field.year')}
            required
            inputMode="numeric"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            helperText={t('form.yearHint', { min: FIRST_FILM_YEAR, max: year })}
          />
          <FormTextField
            control={control}
            name="runtime"
            label={t('field.runtimeMinutes')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
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
        <FormMultiSelect
          control={control}
          name="genres"
          label={genreOptional ? t('form.genresOptional') : t('field.genres')}
          options={genres.options}
          required={!genreOptional}
        />
        <FormMultiSelect control={control} name="subgenres" label={t('field.subgenres')} options={subgenres.options} />
        <FormTextField
          control={control}
          name="trailer"
          label={t('field.trailer')}
          helperText={t('form.trailerHint')}
          type="url"
        />
        <TagsField ns="movies" control={control} name="tags" label={t('field.tags')} required={isCreate} />
        <CollectionField control={control} label={t('field.collection')} />
        <CheckField control={control} name="theater" label={t('form.theater')} />
      </Block>

      <Block title={t('form.plots')}>
        <PlotField control={control} name="plot" label={t('field.plot')} />
        <PlotField control={control} name="en_plot" label={t('field.en_plot')} />
      </Block>

      <PeopleFields control={control} />

      {isCreate && <ArchiveField control={control} />}

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2.5 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function CropField({
  control,
  name,
  label,
  crop,
}: {
  control: Control<MovieFormValues>;
  name: 'poster' | 'background';
  label: string;
  crop: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <ImageCropField
      label={label}
      crop={crop}
      value={field.value}
      onChange={(blob) => {
        field.onChange(blob);
        field.onBlur();
      }}
      error={fieldState.error && fieldState.isTouched ? translateError(t, fieldState.error.message) : undefined}
    />
  );
}

function CheckField({
  control,
  name,
  label,
}: {
  control: Control<MovieFormValues>;
  name: 'festival' | 'theater';
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Checkbox checked={field.value} onChange={(_, on) => field.onChange(on)} />}
      label={label}
    />
  );
}

function PlotField({
  control,
  name,
  label,
}: {
  control: Control<MovieFormValues>;
  name: 'plot' | 'en_plot';
  label: string;
}) {
  const { t } = useTranslation('movies');
  const length = useWatch({ control, name }).length;
  return (
    <Box>
      <FormTextField control={control} name={name} label={label} required multiline minRows={4} />
      <Typography
        variant="caption"
        color={length > PLOT_MAX ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
        aria-live="polite"
      >
        {t('form.counter', { count: length, max: PLOT_MAX })}
      </Typography>
    </Box>
  );
}

function PeopleFields({ control }: { control: Control<MovieFormValues> }) {
  const artists = useController({ control, name: 'artists' });
  const roles = useController({ control, name: 'roles' });
  return (
    <>
      <ArtistEditor jobMax={MOVIE_JOB_MAX} ns="movies" value={artists.field.value} onChange={artists.field.onChange} />
      <RoleEditor ns="movies" value={roles.field.value} onChange={roles.field.onChange} />
    </>
  );
}

/** Archive images on create: add JPEGs, describe, remove, drag into order. */
function ArchiveField({ control }: { control: Control<MovieFormValues> }) {
  const { t } = useTranslation('movies');
  const { field } = useController({ control, name: 'images' });
  const images = field.value;
  return (
    <Block title={t('form.archive')}>
      {images.length > 0 && (
        <SortableList
          ns="movies"
          items={images}
          keyOf={(i) => i.key}
          onMove={(from, to) => {
            const next = [...images];
            const [moved] = next.splice(from, 1);
            next.splice(to, 0, moved);
            field.onChange(next);
          }}
          renderItem={(image, index, handle) => (
            <ArchiveImageCard
              ns="movies"
              file={image.file}
              description={image.description}
              onDescription={(description) =>
                field.onChange(images.map((i) => (i.key === image.key ? { ...i, description } : i)))
              }
              onRemove={() => field.onChange(images.filter((i) => i.key !== image.key))}
              handle={handle}
              layout="list"
              index={index}
            />
          )}
        />
      )}
      <Box>
        <AddImagesButton
          ns="movies"
          onAdd={(files) =>
            field.onChange([...images, ...files.map((file) => ({ key: `new-${++imageKey}`, file, description: '' }))])
          }
        />
      </Box>
    </Block>
  );
}

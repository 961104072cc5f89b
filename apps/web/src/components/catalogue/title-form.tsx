import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_RATINGS, FORMATS } from '@mfi/contract/catalogue.enums';
import { CROPS, FIRST_FILM_YEAR, PLOT_MAX } from '@mfi/contract/limits';
import { translateError } from '../../lib/error-texts';
import { useGenres, useLanguages, useProductionCountries, useSubgenres } from '../../lib/reference';
import { AddImagesButton } from '../add-images-button';
import { ArchiveImageCard } from '../archive-image-card';
import { ArtistEditor } from '../artist-editor';
import { FormMultiSelect, TagsField } from '../film-form-fields';
import { FormTextField } from '../form-text-field';
import { ImageCropField } from '../image-crop-field';
import { RoleEditor } from '../role-editor';
import { SortableList } from '../sortable-list';
import type { CatalogueKind } from './catalogue-kind';
import type { ArchiveDraft, TitleFormValues } from './title-form-values';
import { FormBlock } from '../form-block';
import { SubmitButton } from '../submit-button';

// The pieces of the catalogue's forms (movie, serial, season, episode), and the movie and serial form itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
type AnyControl<T extends FieldValues = any> = Control<T, any, any>;

/** A titled group of fields (the forms of seasons and episodes use it too). */
export const Block = FormBlock;

/** A JPEG crop bound to the form (poster 240x360, background and scene image 1280x720). */
export function CropField<T extends FieldValues>({
  control,
  name,
  label,
  crop,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  crop: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  return (
    <ImageCropField
      label={label}
      crop={crop}
      value={field.value as Blob | null}
      onChange={(blob) => {
        field.onChange(blob);
        field.onBlur();
      }}
      error={
        fieldState.error && (fieldState.isTouched || formState.isSubmitted)
          ? translateError(t, fieldState.error.message)
          : undefined
      }
    />
  );
}

export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={<Checkbox checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />}
      label={label}
    />
  );
}

/** A long text with its character counter (plots: 3000 for titles, 1000 for episodes). */
export function PlotField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  required,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  max: number;
  required: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const length = String(useWatch({ control, name }) ?? '').length;
  return (
    <Box>
      <FormTextField control={control} name={name} label={label} required={required} multiline minRows={4} />
      <Typography
        variant="caption"
        color={length > max ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
        aria-live="polite"
      >
        {t('form.counter', { count: length, max })}
      </Typography>
    </Box>
  );
}

/** Digits only, at most `maxLength` (years, runtimes, numbers). */
export const numericProps = (maxLength = 4) => ({
  slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength } },
});

/** A year field with its bounds as the hint (the first film's year to this year). */
export function YearField<T extends FieldValues>({
  control,
  name,
  label,
  ns,
}: {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  ns: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      helperText={t('form.yearHint', { min: FIRST_FILM_YEAR, max: new Date().getFullYear() })}
      {...numericProps()}
    />
  );
}

/** The runtime in minutes (a movie's, or a serial's average episode). */
export function RuntimeField<T extends FieldValues>({ control, ns }: { control: AnyControl<T>; ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <FormTextField
      control={control}
      name={'runtime' as Path<T>}
      label={t('field.runtimeMinutes')}
      required
      {...numericProps()}
    />
  );
}

/** A trailer's link (a video site's watch page). */
export function TrailerField<T extends FieldValues>({ control, ns }: { control: AnyControl<T>; ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <FormTextField
      control={control}
      name={'trailer' as Path<T>}
      label={t('field.trailer')}
      helperText={t('form.trailerHint')}
      type="url"
    />
  );
}

let imageKey = 0;

/** Archive images on a create form: add JPEGs, describe, remove, drag into order. */
export function ArchiveField<T extends { images: ArchiveDraft[] }>({
  control,
  ns,
  title,
}: {
  control: AnyControl<T>;
  ns: string;
  title: string;
}) {
  const { field } = useController({
    control: control as unknown as AnyControl<{ images: ArchiveDraft[] }>,
    name: 'images',
  });
  const images = field.value;
  return (
    <Block title={title}>
      {images.length > 0 && (
        <SortableList
          ns={ns}
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
              ns={ns}
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
          ns={ns}
          onAdd={(files) =>
            field.onChange([...images, ...files.map((file) => ({ key: `new-${++imageKey}`, file, description: '' }))])
          }
        />
      </Box>
    </Block>
  );
}

/** The form's send button: disabled while the form is invalid or sending. */
export function SubmitRow({ disabled, label }: { disabled: boolean; label: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <SubmitButton disabled={disabled}>{label}</SubmitButton>
    </Stack>
  );
}

/** What a kind's form component takes from its page. */
export type KindFormProps<V, M> = {
  mode: M;
  defaultValues: V;
  submitting: boolean;
  onSubmit(values: V): void;
  submitLabel: string;
};

type TitleFormSlots = {
  images?: ReactNode;
  gridStart?: ReactNode;
  gridEnd: ReactNode;
  aboutEnd?: ReactNode;
  end?: ReactNode;
};

/**
 * A movie's or serial's create and update form (part 2 sections 2, 5): images, titles, the "about" fields,
 * plots, crew and cast. Every rule is the contract's (the kind's resolver); send stays disabled while the form
 * is invalid or sending. `titleForm(kind, resolverOf, useSlots)` makes a kind's form component; its
 * `useSlots` adds the kind's own fields: `images` (after the image fields), `gridStart` and `gridEnd` (around
 * format and rating, runtime included), `aboutEnd` (after the tags) and `end` (after the people).
 */
export function titleForm<T extends TitleFormValues, M extends { kind: 'create' | 'update' }>(
  kind: CatalogueKind,
  resolverOf: (mode: M) => Resolver<T>,
  useSlots: (control: Control<T>, isCreate: boolean) => TitleFormSlots,
) {
  return function KindForm({ mode, ...form }: KindFormProps<T, M>) {
    return (
      <TitleForm
        kind={kind}
        isCreate={mode.kind === 'create'}
        resolver={resolverOf(mode)}
        useSlots={useSlots}
        {...form}
      />
    );
  };
}

function TitleForm<T extends TitleFormValues>({
  kind,
  isCreate,
  resolver,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
  useSlots,
}: Omit<KindFormProps<T, unknown>, 'mode'> & {
  kind: CatalogueKind;
  isCreate: boolean;
  resolver: Resolver<T>;
  useSlots: (control: Control<T>, isCreate: boolean) => TitleFormSlots;
}) {
  const { t, i18n } = useTranslation(kind.ns);
  const en = i18n.language === 'en';
  const form = useForm<T>({ mode: 'all', resolver, defaultValues: defaultValues as DefaultValues<T> });
  const { handleSubmit, formState } = form;
  const own = useSlots(form.control, isCreate);
  const control = form.control as unknown as AnyControl<TitleFormValues>;
  const format = useWatch({ control, name: 'format' });
  const genreOptional = kind.genreOptionalFormats.includes(Number(format));
  const languages = useLanguages();
  const genres = useGenres();
  const subgenres = useSubgenres();
  const countries = useProductionCountries();
  const artists = useController({ control, name: 'artists' });
  const roles = useController({ control, name: 'roles' });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} data-testid={`${kind.id}-form`}>
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
        {own.images}
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
          {own.gridStart}
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
          {own.gridEnd}
        </Box>
        {(
          [
            ['languages', t('field.languages'), languages.options, true],
            ['countries', t('field.countries'), countries.options, true],
            ['genres', genreOptional ? t('form.genresOptional') : t('field.genres'), genres.options, !genreOptional],
            ['subgenres', t('field.subgenres'), subgenres.options, false],
          ] as const
        ).map(([name, label, options, required]) => (
          <FormMultiSelect
            key={name}
            control={control}
            name={name}
            label={label}
            options={options}
            required={required}
          />
        ))}
        <TrailerField control={control} ns={kind.ns} />
        <TagsField ns={kind.ns} control={control} name="tags" label={t('field.tags')} required={isCreate} />
        {own.aboutEnd}
      </Block>

      <Block title={t('form.plots')}>
        <PlotField control={control} name="plot" label={t('field.plot')} max={PLOT_MAX} required />
        <PlotField control={control} name="en_plot" label={t('field.en_plot')} max={PLOT_MAX} required />
      </Block>

      <ArtistEditor jobMax={kind.jobMax} ns={kind.ns} value={artists.field.value} onChange={artists.field.onChange} />
      <RoleEditor ns={kind.ns} value={roles.field.value} onChange={roles.field.onChange} />

      {own.end}

      <SubmitRow disabled={!formState.isValid || submitting} label={submitLabel} />
    </Stack>
  );
}

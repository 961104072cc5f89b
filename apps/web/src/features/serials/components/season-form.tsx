import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { seasonCreateFields, seasonUpdateFields } from '@mfi/contract/serials.schemas';
import { CROPS } from '@mfi/contract/limits';
import { AddImagesButton } from '../../../components/add-images-button';
import { ArchiveImageCard } from '../../../components/archive-image-card';
import { FormTextField } from '../../../components/form-text-field';
import { Poster } from '../../../components/poster';
import { SortableList } from '../../../components/sortable-list';
import { translateError } from '../../../lib/error-texts';
import { Block, CropField, issuesOf } from './form-parts';
import { SearchPicker, type Pick } from './search-picker';

// Season create (choose serial, number, name, trailer, poster, archive images) and update (number, name,
// trailer, poster; the serial read-only): part 2 sections 2, 5, 7.

export type ArchiveDraft = { key: string; file: Blob; description: string };
export type SeasonFormValues = {
  serial: Pick | null;
  season_number: string;
  season_title: string;
  trailer: string;
  poster: Blob | null;
  images: ArchiveDraft[];
};
export type SeasonFormMode =
  | { kind: 'create' }
  | { kind: 'update'; serialSlug: string; seasonSlug: string; serialTitle: string; serialPoster: string | null };

export const emptySeasonForm = (): SeasonFormValues => ({
  serial: null,
  season_number: '',
  season_title: '',
  trailer: '',
  poster: null,
  images: [],
});

export function seasonFormResolver(mode: SeasonFormMode): Resolver<SeasonFormValues> {
  return async (values) => {
    const errors =
      mode.kind === 'create'
        ? issuesOf(
            seasonCreateFields.safeParse({
              serial: values.serial?.id ?? '',
              season_number: values.season_number,
              season_title: values.season_title,
              trailer: values.trailer,
            }),
          )
        : issuesOf(
            seasonUpdateFields.safeParse({
              serial_slug: mode.serialSlug,
              season_slug: mode.seasonSlug,
              season_number: values.season_number,
              season_title: values.season_title,
              season_trailer: values.trailer,
            }),
            { season_trailer: 'trailer' },
          );
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<SeasonFormValues> };
    return { values, errors: {} };
  };
}

/** The multipart bodies of /api-create-season/ and /api-update-season/. */
export function seasonFormData(values: SeasonFormValues, mode: SeasonFormMode): FormData {
  const body = new FormData();
  if (mode.kind === 'create') {
    body.append('serial', JSON.stringify(values.serial?.id ?? null));
    body.append('season_number', values.season_number);
    body.append('season_title', values.season_title);
    body.append('trailer', values.trailer);
    for (const image of values.images) {
      body.append('season-images', image.file, 'image.jpg');
      body.append('description', image.description);
    }
  } else {
    body.append('serial_slug', mode.serialSlug);
    body.append('season_slug', mode.seasonSlug);
    body.append('season_number', values.season_number);
    body.append('season_title', values.season_title);
    body.append('season_trailer', values.trailer);
  }
  if (values.poster) body.append('season-poster', values.poster, 'poster.jpg');
  return body;
}

let imageKey = 0;

export function SeasonForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
}: {
  mode: SeasonFormMode;
  defaultValues: SeasonFormValues;
  submitting: boolean;
  onSubmit(values: SeasonFormValues): void;
  submitLabel: string;
}) {
  const { t } = useTranslation('serials');
  const { control, handleSubmit, formState } = useForm<SeasonFormValues>({
    mode: 'all',
    resolver: seasonFormResolver(mode),
    defaultValues,
  });
  const serial = useController({ control, name: 'serial' });
  const images = useController({ control, name: 'images' });
  const [picked, setPicked] = useState(false);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} data-testid="season-form">
      <Block title={t('form.serial')}>
        {mode.kind === 'create' ? (
          <SearchPicker
            kind="serial"
            label={t('form.chooseSerial')}
            value={serial.field.value}
            onChange={(p) => {
              serial.field.onChange(p);
              setPicked(true);
            }}
            onBlur={serial.field.onBlur}
            error={
              serial.fieldState.error && (picked || serial.fieldState.isTouched)
                ? translateError(t, serial.fieldState.error.message)
                : undefined
            }
          />
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="season-serial">
            <Box sx={{ width: 72 }}>
              <Poster src={mode.serialPoster} alt={mode.serialTitle} />
            </Box>
            <Box sx={{ fontWeight: 600 }}>{mode.serialTitle}</Box>
          </Stack>
        )}
      </Block>
      <Block title={t('form.season')}>
        <FormTextField
          control={control}
          name="season_number"
          label={t('field.season_number')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <FormTextField control={control} name="season_title" label={t('field.season_title')} required />
        <FormTextField
          control={control}
          name="trailer"
          label={t('field.trailer')}
          helperText={t('form.trailerHint')}
          type="url"
        />
        <CropField control={control} name="poster" label={t('form.seasonPoster')} crop={CROPS.poster} />
      </Block>
      {mode.kind === 'create' && (
        <Block title={t('gallery.title')}>
          {images.field.value.length > 0 && (
            <SortableList
              ns="serials"
              items={images.field.value}
              keyOf={(i) => i.key}
              onMove={(from, to) => {
                const next = [...images.field.value];
                const [moved] = next.splice(from, 1);
                next.splice(to, 0, moved);
                images.field.onChange(next);
              }}
              renderItem={(image, index, handle) => (
                <ArchiveImageCard
                  ns="serials"
                  file={image.file}
                  description={image.description}
                  onDescription={(description) =>
                    images.field.onChange(
                      images.field.value.map((i) => (i.key === image.key ? { ...i, description } : i)),
                    )
                  }
                  onRemove={() => images.field.onChange(images.field.value.filter((i) => i.key !== image.key))}
                  handle={handle}
                  layout="list"
                  index={index}
                />
              )}
            />
          )}
          <Box>
            <AddImagesButton
              ns="serials"
              onAdd={(files) =>
                images.field.onChange([
                  ...images.field.value,
                  ...files.map((file) => ({ key: `img-${++imageKey}`, file, description: '' })),
                ])
              }
            />
          </Box>
        </Block>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { seasonCreateFields, seasonUpdateFields } from '@mfi/contract/serials.schemas';
import { CROPS } from '@mfi/contract/limits';
import {
  ArchiveField,
  Block,
  CropField,
  SubmitRow,
  type KindFormProps,
  numericProps,
  TrailerField,
} from '../../../components/catalogue/title-form';
import { appendArchive, contractResolver, type ArchiveDraft } from '../../../components/catalogue/title-form-values';
import { FormTextField } from '../../../components/form-text-field';
import { Poster } from '../../../components/poster';
import { FormSearchPicker, type Pick } from './search-picker';

// Season create (choose serial, number, name, trailer, poster, archive images) and update (number, name,
// trailer, poster; the serial read-only): part 2 sections 2, 5, 7.

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

export function seasonFormResolver(mode: SeasonFormMode) {
  return contractResolver<SeasonFormValues>(
    (values) =>
      mode.kind === 'create'
        ? seasonCreateFields.safeParse({
            serial: values.serial?.id ?? '',
            season_number: values.season_number,
            season_title: values.season_title,
            trailer: values.trailer,
          })
        : seasonUpdateFields.safeParse({
            serial_slug: mode.serialSlug,
            season_slug: mode.seasonSlug,
            season_number: values.season_number,
            season_title: values.season_title,
            season_trailer: values.trailer,
          }),
    { season_trailer: 'trailer' },
  );
}

/** The multipart bodies of /api-create-season/ and /api-update-season/. */
export function seasonFormData(values: SeasonFormValues, mode: SeasonFormMode): FormData {
  const body = new FormData();
  if (mode.kind === 'create') {
    body.append('serial', JSON.stringify(values.serial?.id ?? null));
    body.append('season_number', values.season_number);
    body.append('season_title', values.season_title);
    body.append('trailer', values.trailer);
    appendArchive(body, 'season-images', values.images);
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

export function SeasonForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  submitLabel,
}: KindFormProps<SeasonFormValues, SeasonFormMode>) {
  const { t } = useTranslation('serials');
  const { control, handleSubmit, formState } = useForm<SeasonFormValues>({
    mode: 'all',
    resolver: seasonFormResolver(mode),
    defaultValues,
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} data-testid="season-form">
      <Block title={t('form.serial')}>
        {mode.kind === 'create' ? (
          <FormSearchPicker control={control} name="serial" kind="serial" label={t('form.chooseSerial')} />
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
          {...numericProps()}
        />
        <FormTextField control={control} name="season_title" label={t('field.season_title')} required />
        <TrailerField control={control} ns="serials" />
        <CropField control={control} name="poster" label={t('form.seasonPoster')} crop={CROPS.poster} />
      </Block>
      {mode.kind === 'create' && <ArchiveField control={control} ns="serials" title={t('gallery.title')} />}
      <SubmitRow disabled={!formState.isValid || submitting} label={submitLabel} />
    </Stack>
  );
}

import { AWARD_RESULTS, awardEntryRequest, type AwardResult } from '@mfi/contract/festival.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ArtistPicker } from '../../../components/artist-picker';
import { FormBlock } from '../../../components/form-block';
import { FormTextField } from '../../../components/form-text-field';
import type { PersonRef } from '../../../components/people-editor-state';
import { translateError } from '../../../lib/error-texts';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { showSnack } from '../../../lib/snackbar';
import { useEnterAward } from '../api/enter-award';
import type { FilmKind, FilmPick } from '../api/search-films';
import { FilmPicker } from './film-picker';

type AwardFormValues = {
  award: string;
  award_en: string;
  result: AwardResult;
  kind: FilmKind;
  film: FilmPick | null;
  artist: PersonRef | null;
};

const awardFormSchema = z.object({
  award: awardEntryRequest.shape.award,
  award_en: awardEntryRequest.shape.award_en,
  result: awardEntryRequest.shape.result,
  kind: z.enum(['movie', 'serial']),
  film: z.custom<FilmPick>((v) => v !== null && typeof v === 'object', { message: 'choiceRequired' }),
  artist: z.custom<PersonRef | null>(),
});

const emptyAward = (): AwardFormValues => ({
  award: '',
  award_en: '',
  result: 'winner',
  kind: 'movie',
  film: null,
  artist: null,
});

/**
 * The admin's award entry under an edition's detail (issue 17 item 3): the category, winner or nominee, the
 * movie or serial, and the artist the award names, if any. The form keeps the category and result after a
 * save, so a jury's list is entered quickly.
 */
export function AwardEntryForm({ slug, year }: { slug: string; year: number }) {
  const { t } = useTranslation('festival');
  const enter = useEnterAward();
  const id = useId();
  const { control, handleSubmit, setError, setValue, reset, getValues } = useForm<AwardFormValues>({
    resolver: schemaResolver<AwardFormValues>(awardFormSchema),
    defaultValues: emptyAward(),
  });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit((values) => {
    const film = values.film as FilmPick;
    enter.mutate(
      {
        slug,
        year,
        award: values.award.trim(),
        // The resolver hands a blank English category over as undefined (the contract's optionalText).
        ...(values.award_en?.trim() ? { award_en: values.award_en.trim() } : {}),
        result: values.result,
        ...(film.kind === 'movie' ? { movie: film.id } : { serial: film.id }),
        ...(values.artist ? { artist: values.artist.id } : {}),
      },
      {
        onSuccess: () => {
          showSnack(t('errors:awardSaved'), 'success');
          reset({
            ...emptyAward(),
            award: getValues('award'),
            award_en: getValues('award_en'),
            result: getValues('result'),
            kind: getValues('kind'),
          });
        },
        onError: (error) => {
          const { rest } = applyServerErrors(error, setError, {
            award: 'award',
            award_en: 'award_en',
            result: 'result',
            movie: 'film',
            serial: 'film',
            artist: 'artist',
          });
          showSnack(rest[0] ? translateError(t, rest[0]) : t('errors:generic'), 'error');
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="award-entry-form">
      <FormBlock title={t('awards.formTitle')}>
        <FormTextField control={control} name="award" label={t('awards.category')} required />
        <FormTextField control={control} name="award_en" label={t('awards.categoryEn')} />
        <Controller
          control={control}
          name="result"
          render={({ field }) => (
            <Box>
              <FormLabel id={`${id}-result`}>{t('awards.result')}</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-result`} {...field}>
                {AWARD_RESULTS.map((result) => (
                  <FormControlLabel key={result} value={result} control={<Radio />} label={t(`awards.${result}`)} />
                ))}
              </RadioGroup>
            </Box>
          )}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Box>
              <FormLabel id={`${id}-kind`}>{t('awards.kind')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-kind`}
                value={field.value}
                onChange={(_, next) => {
                  field.onChange(next);
                  setValue('film', null);
                }}
              >
                <FormControlLabel value="movie" control={<Radio />} label={t('awards.movie')} />
                <FormControlLabel value="serial" control={<Radio />} label={t('awards.serial')} />
              </RadioGroup>
            </Box>
          )}
        />
        <Controller
          control={control}
          name="film"
          render={({ field, fieldState }) => (
            <FilmPicker
              key={kind}
              kind={kind}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
            />
          )}
        />
        <Controller
          control={control}
          name="artist"
          render={({ field, fieldState }) => (
            <ArtistPicker
              value={field.value}
              onChange={field.onChange}
              label={t('awards.artist')}
              error={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
              ns="festival"
            />
          )}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={enter.isPending}>
            {t('awards.save')}
          </Button>
        </Stack>
      </FormBlock>
    </Box>
  );
}

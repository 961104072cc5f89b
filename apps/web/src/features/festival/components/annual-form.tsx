import { annualCreateFields, editedYear, FESTIVAL_CROPS } from '@mfi/contract/festival.schemas';
import { currentYear } from '@mfi/contract/fields';
import { FIRST_FILM_YEAR } from '@mfi/contract/limits';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CropField, numericProps } from '../../../components/catalogue/title-form';
import { ErrorAlerts } from '../../../components/error-alerts';
import { FormBlock } from '../../../components/form-block';
import { FormTextField } from '../../../components/form-text-field';
import { translateError } from '../../../lib/error-texts';
import type { AnnualTexts } from '../api/create-annual';
import type { FestivalPick } from '../api/search-festivals';
import { BilingualHtmlField } from './bilingual-html-field';
import { CurrentImage } from './current-image';
import { type SaveFormProps, useSaveForm } from './save-outcome';
import { FestivalPicker } from './festival-picker';
import { SubmitButton } from '../../../components/submit-button';

/** The edition form as it holds its values: the festival picked (create only), the year as typed. */
export type AnnualFormValues = AnnualTexts & { festival: FestivalPick | null; year: string; poster: Blob | null };

/** What a valid form hands back: the festival's id (create), the year, the texts, the poster if chosen. */
export type AnnualFormOutput = AnnualTexts & { festival: number; year: number; poster: Blob | null };

const { festival: _festival, year: _year, ...textShapes } = annualCreateFields.shape;

/**
 * The contract's rules over the form: the year 1900 to this year + 1 on create, to this year on update
 * unless it keeps next year's («Та оноо зөв оруулна уу!»), a festival picked and the poster chosen on create.
 */
function annualFormSchema(create: boolean, originalYear: number) {
  return z.object({
    festival: create
      ? z.custom<FestivalPick>((v) => v !== null && typeof v === 'object', { message: 'choiceRequired' })
      : z.unknown(),
    year: create ? annualCreateFields.shape.year : editedYear(originalYear),
    poster: z.custom<Blob | null>((v) => !create || v instanceof Blob, { message: 'imageRequired' }),
    ...textShapes,
  });
}

const TEXTS = [
  { key: 'description', en: 'description_en' },
  { key: 'agenda', en: 'agenda_en' },
  { key: 'guidance', en: 'guidance_en' },
] as const;

/** A date or date and time as the server answers it, for a datetime-local box (`YYYY-MM-DDTHH:mm`). */
export function dateTimeInput(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value);
  return match ? `${match[1]}T${match[2] ?? '00:00'}` : '';
}

/**
 * The annual edition's create and update form (part 1 section 8, issue 17 item 2): festival (create), year,
 * the 420x560 JPEG poster, description, agenda and guidance in both languages, the fee deadline and the
 * results date. The server's field errors show under their fields.
 */
export function AnnualForm({
  create,
  current = '',
  submitting,
  submitLabel,
  ...save
}: SaveFormProps<AnnualFormValues, AnnualFormOutput>) {
  const { t } = useTranslation('festival');
  const { defaults } = save;
  const { control, errors, submit } = useSaveForm(
    save,
    annualFormSchema(create, Number(defaults.year)),
    {
      festival: 'festival',
      year: 'year',
      original_year: 'year',
      'annual-poster': 'poster',
      ...Object.fromEntries(
        TEXTS.flatMap((text) => [
          [text.key, text.key],
          [text.en, text.en],
        ]),
      ),
      payment_deadline: 'payment_deadline',
      results_date: 'results_date',
    },
    (values) => ({
      ...values,
      festival: create ? (values.festival as unknown as FestivalPick).id : 0,
      payment_deadline: values.payment_deadline ?? '',
      results_date: values.results_date ?? '',
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="annual-form">
      <Stack spacing={3}>
        <ErrorAlerts texts={errors.texts} />
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack spacing={2.5}>
            {create && (
              <Controller
                control={control}
                name="festival"
                render={({ field, fieldState }) => (
                  <FestivalPicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error ? translateError(t, fieldState.error.message) : undefined}
                  />
                )}
              />
            )}
            <FormTextField
              control={control}
              name="year"
              label={t('form.year')}
              required
              helperText={t('form.yearHint', { min: FIRST_FILM_YEAR, max: currentYear() + (create ? 1 : 0) })}
              {...numericProps()}
            />
            <CurrentImage src={current} ratio="3 / 4" width={180} />
            <CropField control={control} name="poster" label={t('form.poster')} crop={FESTIVAL_CROPS.poster} />
          </Stack>
        </Paper>
        {TEXTS.map((text) => (
          <BilingualHtmlField
            key={text.key}
            control={control}
            title={t(`form.${text.key}`)}
            names={{ mn: text.key, en: text.en }}
            initial={{ mn: defaults[text.key], en: defaults[text.en] }}
            testId={`annual-${text.key}`}
          />
        ))}
        <FormBlock title={t('form.dates')}>
          <FormTextField
            control={control}
            name="payment_deadline"
            type="datetime-local"
            label={t('form.paymentDeadline')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="results_date"
            type="date"
            label={t('form.resultsDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </FormBlock>
        <Box>
          <SubmitButton disabled={submitting}>{submitLabel}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}

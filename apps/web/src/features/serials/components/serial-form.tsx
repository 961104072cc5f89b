import { useTranslation } from 'react-i18next';
import { CheckField, numericProps, RuntimeField, titleForm, YearField } from '../../../components/catalogue/title-form';
import { FormTextField } from '../../../components/form-text-field';
import { serialFormResolver } from './serial-form-values';
import { SERIAL_KIND } from './serial-kind';

/**
 * Serial create and update (part 2 sections 2, 5): the title form with a serial's average runtime, start and
 * end year, and the theater flag on update.
 */
export const SerialForm = titleForm(SERIAL_KIND, serialFormResolver, function useSerialFields(control, isCreate) {
  const { t } = useTranslation('serials');
  return {
    gridEnd: (
      <>
        <RuntimeField control={control} ns="serials" />
        <YearField control={control} name="re_year" label={t('field.re_year')} ns="serials" />
        <FormTextField
          control={control}
          name="fi_year"
          label={t('field.fi_year')}
          helperText={t('form.finishHint')}
          {...numericProps()}
        />
      </>
    ),
    aboutEnd: !isCreate && <CheckField control={control} name="theater" label={t('form.theater')} />,
  };
});

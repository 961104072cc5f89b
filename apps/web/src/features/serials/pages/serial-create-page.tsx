import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage, saving } from '../../../components/catalogue/form-page';
import { href } from '../../../lib/routes';
import { useCreateSerial } from '../api/create-serial';
import { SerialForm } from '../components/serial-form';
import { emptySerialForm, serialFormData } from '../components/serial-form-values';

const MODE = { kind: 'create' } as const;

/** serial-create: the new serial waits for an admin; success goes to serial-list (part 2 section 8). */
export function SerialCreatePage() {
  const { t } = useTranslation('serials');
  const navigate = useNavigate();
  const create = useCreateSerial();
  return (
    <FormPage title={t('form.createTitle')}>
      <SerialForm
        mode={MODE}
        defaultValues={emptySerialForm()}
        submitLabel={t('form.create')}
        {...saving(
          t,
          create,
          (values) => serialFormData(values, MODE),
          t('errors:serialCreated'),
          () => void navigate(href('serial-list')),
        )}
      />
    </FormPage>
  );
}

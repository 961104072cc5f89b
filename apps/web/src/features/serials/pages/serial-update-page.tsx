import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormPage, useFormPeople, saving } from '../../../components/catalogue/form-page';
import { pageGate } from '../../../components/page-gate';
import { href } from '../../../lib/routes';
import { getAllSerialArtists } from '../api/get-serial-artists';
import { useSerialDetail } from '../api/get-serial-detail';
import { getAllSerialRoles } from '../api/get-serial-roles';
import { serialKeys } from '../api/serial-keys';
import { useUpdateSerial } from '../api/update-serial';
import { SerialForm } from '../components/serial-form';
import { serialFormData, serialFormValuesOf } from '../components/serial-form-values';
import { titleIn, useEnglish } from '../../../lib/localized';

/** serial-update: prefilled (without images), with the theater flag; success goes to serial-detail. */
export function SerialUpdatePage() {
  const { serialSlug: slug = '' } = useParams();
  const { t } = useTranslation('serials');
  const en = useEnglish();
  const navigate = useNavigate();
  const detail = useSerialDetail(slug);
  const people = useFormPeople(serialKeys.sub(slug, 'form-people'), detail.isSuccess, {
    artists: () => getAllSerialArtists(slug),
    roles: () => getAllSerialRoles(slug),
  });
  const update = useUpdateSerial(slug);
  const mode = { kind: 'update', slug } as const;
  const detailHref = href('serial-detail', { slug });

  const gate = pageGate(t('detail.error'), detail, people);
  if (gate || !detail.data || !people.data) return gate;
  return (
    <FormPage
      title={t('form.updateTitle')}
      heading={`${t('form.updateTitle')}: ${titleIn(detail.data.serial_detail, en)}`}
      back={{ to: detailHref, label: t('form.back') }}
    >
      <SerialForm
        mode={mode}
        defaultValues={serialFormValuesOf(detail.data.serial_detail, people.data.artists, people.data.roles)}
        submitLabel={t('form.save')}
        {...saving(
          t,
          update,
          (values) => serialFormData(values, mode),
          t('errors:serialUpdated'),
          () => void navigate(detailHref),
        )}
      />
    </FormPage>
  );
}

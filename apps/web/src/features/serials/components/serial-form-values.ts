import { serialCreateFields, serialUpdateFields } from '@mfi/contract/serials.schemas';
import {
  contractResolver,
  emptyTitleForm,
  multipartBody,
  titleFormValuesOf,
  titleWireFields,
  type TitleFormValues,
} from '../../../components/catalogue/title-form-values';
import type { SerialArtist } from '../api/get-serial-artists';
import type { SerialDetail } from '../api/get-serial-detail';
import type { SerialRole } from '../api/get-serial-roles';

// The serial form (part 2 sections 2, 3 "Serial create payload", 5 "Serial form"): the fields every title
// has and a serial's start and end year; the contract's rules; the multipart body of create and update.

export type SerialFormValues = TitleFormValues & {
  re_year: string;
  /** Empty while the serial runs ("to date"). */
  fi_year: string;
};

export const emptySerialForm = (): SerialFormValues => ({ ...emptyTitleForm(), re_year: '', fi_year: '' });

export type SerialFormMode = { kind: 'create' } | { kind: 'update'; slug: string };

/** The text fields as the server reads them; theater on update only. */
export function toSerialWireFields(values: SerialFormValues, mode: SerialFormMode) {
  return {
    ...(mode.kind === 'update' ? { slug: mode.slug, theater: values.theater } : {}),
    ...titleWireFields(values),
    re_year: values.re_year,
    fi_year: values.fi_year,
  };
}

/** The contract's schema over the form's values: one rule, one message on both sides. */
export function serialFormResolver(mode: SerialFormMode) {
  const schema = mode.kind === 'create' ? serialCreateFields : serialUpdateFields;
  return contractResolver<SerialFormValues>((values) => schema.safeParse(toSerialWireFields(values, mode)));
}

/** The multipart body: files under the server's part names, lists as JSON text. */
export function serialFormData(values: SerialFormValues, mode: SerialFormMode): FormData {
  const body = multipartBody(toSerialWireFields(values, mode));
  if (values.poster) body.append('serial-poster', values.poster, 'poster.jpg');
  if (values.background) body.append('serial-background', values.background, 'background.jpg');
  return body;
}

/** The update form's values from the serial and its crew and cast (images are not prefilled). */
export function serialFormValuesOf(
  detail: SerialDetail,
  artists: SerialArtist[],
  roles: SerialRole[],
): SerialFormValues {
  return {
    ...emptySerialForm(),
    ...titleFormValuesOf(detail, artists, roles),
    re_year: detail.re_year === null ? '' : String(detail.re_year),
    fi_year: detail.fi_year === null ? '' : String(detail.fi_year),
  };
}

import type { Resolver } from 'react-hook-form';
import type { MessageKey } from '@mfi/contract/messages';
import {
  emailChanges,
  PROFILE_IMAGE_FIELDS,
  profileUpdateFields,
  type ProfileUpdateFields,
  type UserObject,
} from '@mfi/contract/profiles.schemas';
import { schemaResolver } from '../../../lib/form';

// The profile editor's values (part 1 sections 2 "User profile area", 5 and 7): the contract's
// profileUpdateFields decide every rule of the text fields (bio at most 1,500, birthday from 1900-01-01 to
// today, a valid e-mail), with the spec's messages; the two crops are JPEG blobs beside them.

export interface ProfileFormValues {
  photo: Blob | null;
  background: Blob | null;
  lastname: string;
  firstname: string;
  email: string;
  birthdayhide: boolean;
  /** YYYY-MM-DD as the date box holds it, '' for none. */
  birthday: string;
  /** A country's id, null for none. */
  country: number | null;
  bio: string;
  facebook: string;
  instagram: string;
  twitter: string;
  youtube: string;
  youtubename: string;
  youtubebanner: string;
  /** The current password, asked for only when the e-mail changes. */
  password: string;
}

/** The checked form: the contract's parsed fields and the chosen crops. */
export type ProfilePayload = ProfileUpdateFields & { photo: Blob | null; background: Blob | null };

export const SOCIAL_FIELDS = ['facebook', 'instagram', 'twitter', 'youtube', 'youtubename', 'youtubebanner'] as const;

/** The editor opens on the member's saved profile. */
export function profileFormValues(user: UserObject): ProfileFormValues {
  return {
    photo: null,
    background: null,
    lastname: user.lastname,
    firstname: user.firstname,
    email: user.email ?? '',
    birthdayhide: user.birthdaycheck,
    birthday: user.birthday ?? '',
    country: user.country,
    bio: user.bio,
    facebook: user.facebook,
    instagram: user.instagram,
    twitter: user.twitter,
    youtube: user.youtube,
    youtubename: user.youtubename,
    youtubebanner: user.youtubebanner,
    password: '',
  };
}

const fieldsResolver = schemaResolver<ProfileFormValues, ProfileUpdateFields>(profileUpdateFields);

/**
 * The contract's schema over the text fields, and the current password when the e-mail moves away from
 * `currentEmail` (the contract's emailChanges, as the server decides it); the crops pass through (the crop
 * field refuses a non-JPEG).
 */
export const profileResolver =
  (currentEmail: string | null): Resolver<ProfileFormValues, unknown, ProfilePayload> =>
  async (values, context, options) => {
    const result = await fieldsResolver(values, context, options);
    const errors = { ...result.errors };
    if (emailChanges(currentEmail, values.email) && !values.password)
      errors.password = { type: 'required', message: 'passwordRequired' satisfies MessageKey };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...result.values, photo: values.photo, background: values.background }, errors: {} };
  };

/**
 * The multipart body of POST /user/api/v-user-profile-update/ under the spec's field names: every text
 * field (a blank birthday or country clears it), the switch as true/false, and the crops as JPEG files.
 */
export function profileFormData(payload: ProfilePayload): FormData {
  const data = new FormData();
  data.set('lastname', payload.lastname ?? '');
  data.set('firstname', payload.firstname ?? '');
  if (payload.email) data.set('email', payload.email);
  if (payload.password) data.set('password', payload.password);
  data.set('birthday', payload.birthday ?? '');
  data.set('birthdayhide', String(payload.birthdayhide ?? false));
  data.set('country', payload.country == null ? '' : String(payload.country));
  data.set('bio', payload.bio ?? '');
  for (const name of SOCIAL_FIELDS) data.set(name, payload[name] ?? '');
  if (payload.photo) data.set(PROFILE_IMAGE_FIELDS.photo, payload.photo, 'user-photo.jpg');
  if (payload.background) data.set(PROFILE_IMAGE_FIELDS.background, payload.background, 'user-background.jpg');
  return data;
}

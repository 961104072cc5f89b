import type { FieldErrors, Resolver } from 'react-hook-form';
import { JOBS } from '@mfi/contract/catalogue.enums';
import { serialCreateFields, serialUpdateFields } from '@mfi/contract/serials.schemas';
import type { ArtistEntry } from '../../../components/artist-editor';
import type { Choice } from '../../../components/film-form-fields';
import type { RoleEntry } from '../../../components/role-editor';
import type { SerialArtist } from '../api/get-serial-artists';
import type { SerialDetail } from '../api/get-serial-detail';
import type { SerialRole } from '../api/get-serial-roles';
import { issuesOf } from './form-parts';

// The serial form (part 2 sections 2, 3 "Serial create payload", 5 "Serial form"): its values, the contract's
// rules applied to them, and the multipart body of the create and update calls.

export type SerialFormValues = {
  poster: Blob | null;
  background: Blob | null;
  languages: number[];
  m_title: string;
  i_title: string;
  o_title: string;
  format: string;
  genres: number[];
  subgenres: number[];
  re_year: string;
  /** Empty while the serial runs ("to date"). */
  fi_year: string;
  countries: number[];
  rating: string;
  runtime: string;
  trailer: string;
  tags: Choice[];
  theater: boolean;
  plot: string;
  en_plot: string;
  artists: ArtistEntry[];
  roles: RoleEntry[];
};

export const emptySerialForm = (): SerialFormValues => ({
  poster: null,
  background: null,
  languages: [],
  m_title: '',
  i_title: '',
  o_title: '',
  format: '',
  genres: [],
  subgenres: [],
  re_year: '',
  fi_year: '',
  countries: [],
  rating: '',
  runtime: '',
  trailer: '',
  tags: [],
  theater: false,
  plot: '',
  en_plot: '',
  artists: [],
  roles: [],
});

export type SerialFormMode = { kind: 'create' } | { kind: 'update'; slug: string };

/** The text fields as the server reads them (lists as arrays here, JSON text in the body); theater on update only. */
export function toSerialWireFields(values: SerialFormValues, mode: SerialFormMode) {
  return {
    ...(mode.kind === 'update' ? { slug: mode.slug, theater: values.theater } : {}),
    languages: values.languages,
    m_title: values.m_title,
    i_title: values.i_title,
    o_title: values.o_title,
    format: values.format,
    genres: values.genres,
    subgenres: values.subgenres,
    plot: values.plot,
    en_plot: values.en_plot,
    re_year: values.re_year,
    fi_year: values.fi_year,
    countries: values.countries,
    rating: values.rating,
    runtime: values.runtime,
    trailer: values.trailer,
    tags: values.tags.map((tag) => tag.id ?? tag.label.trim()),
    artists: values.artists.map((a) => ({ id: a.person.id, jobs: a.jobs })),
    roles: values.roles.map((r) => ({ id: r.person.id, role: r.role })),
  };
}

/** The contract's schema over the form's values: one rule, one message on both sides. */
export function serialFormResolver(mode: SerialFormMode): Resolver<SerialFormValues> {
  const schema = mode.kind === 'create' ? serialCreateFields : serialUpdateFields;
  return async (values) => {
    const errors = issuesOf(schema.safeParse(toSerialWireFields(values, mode)));
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<SerialFormValues> };
    return { values, errors: {} };
  };
}

/** The multipart body: files under the server's part names, lists as JSON text. */
export function serialFormData(values: SerialFormValues, mode: SerialFormMode): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(toSerialWireFields(values, mode))) {
    body.append(
      key,
      typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value),
    );
  }
  if (values.poster) body.append('serial-poster', values.poster, 'poster.jpg');
  if (values.background) body.append('serial-background', values.background, 'background.jpg');
  return body;
}

const jobByName = new Map<string, number>(JOBS.map((j) => [j.mn, j.value]));

/** The update form's values from the serial and its crew and cast (images are not prefilled). */
export function serialFormValuesOf(
  detail: SerialDetail,
  artists: SerialArtist[],
  roles: SerialRole[],
): SerialFormValues {
  return {
    ...emptySerialForm(),
    languages: detail.languages.map((l) => l.id),
    m_title: detail.m_title,
    i_title: detail.i_title,
    o_title: detail.o_title,
    format: String(detail.format),
    genres: detail.genres.map((g) => g.id),
    subgenres: detail.subgenres.map((g) => g.id),
    re_year: detail.re_year === null ? '' : String(detail.re_year),
    fi_year: detail.fi_year === null ? '' : String(detail.fi_year),
    countries: detail.countries.map((c) => c.id),
    rating: String(detail.rating),
    runtime: detail.runtime === null ? '' : String(detail.runtime),
    trailer: detail.trailer,
    tags: detail.tags.map((tag) => ({ id: tag.id, label: tag.tag_name })),
    theater: detail.theater,
    plot: detail.plot,
    en_plot: detail.en_plot,
    // The artist list answers job names (comma-joined); the form works with job numbers.
    artists: artists.map((a) => ({
      person: { id: a.id, name: a.pro_name, photo: a.photo },
      jobs: a.job
        .split(',')
        .map((name) => jobByName.get(name.trim()))
        .filter((v): v is number => v !== undefined),
    })),
    roles: roles.map((r) => ({
      person: { id: r.actor.id, name: r.actor.pro_name, photo: r.actor.photo },
      role: r.role,
    })),
  };
}

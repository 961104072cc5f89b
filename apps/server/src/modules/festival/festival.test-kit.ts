import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ANNUAL_POSTER_FIELD, FESTIVAL_BACKGROUND_FIELD } from '@mfi/contract/festival.schemas';
import type { TestApp } from '../../test/app';
import { type FileValue, jpeg, multipart } from '../../test/multipart';

// The festival suites' calls: festivals and editions written through their multipart forms, awards through
// the JSON call, and the reads; every name unique, as the suites share a worker's database.

export const uid = () => randomBytes(4).toString('hex');
export const thisYear = () => new Date().getFullYear();

type Fields = Record<string, string | number | undefined>;

export function festivalKit(t: TestApp) {
  const post = async (url: string, token: string | undefined, fields: Fields, files: Record<string, FileValue>) => {
    const { payload, headers } = await multipart(fields, files);
    return t.call({ method: 'POST', url: `/api/award/${url}/`, payload, headers, token });
  };
  const get = (url: string, query: Record<string, string | number>, token?: string) =>
    t.call({
      method: 'GET',
      url: `/api/award/${url}/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      token,
    });
  const background = async () => ({ data: await jpeg(1600, 900) });
  const poster = async () => ({ data: await jpeg(600, 800) });

  const kit = {
    get,
    createFestival: async (token: string | undefined, fields: Fields, file?: FileValue | null) =>
      post(
        'create-festival',
        token,
        fields,
        file === null ? {} : { [FESTIVAL_BACKGROUND_FIELD]: file ?? (await background()) },
      ),
    updateFestival: (token: string | undefined, fields: Fields, file?: FileValue) =>
      post('update-festival', token, fields, file ? { [FESTIVAL_BACKGROUND_FIELD]: file } : {}),
    createAnnual: async (token: string | undefined, fields: Fields, file?: FileValue | null) =>
      post(
        'create-annual-festival',
        token,
        fields,
        file === null ? {} : { [ANNUAL_POSTER_FIELD]: file ?? (await poster()) },
      ),
    updateAnnual: (token: string | undefined, fields: Fields, file?: FileValue) =>
      post('update-annual-festival', token, fields, file ? { [ANNUAL_POSTER_FIELD]: file } : {}),
    enterAward: (token: string | undefined, payload: object) =>
      t.call({ method: 'POST', url: '/api/award/api-annual-award-entry/', payload, token }),
    deleteAward: (token: string | undefined, payload: object) =>
      t.call({ method: 'POST', url: '/api/award/api-annual-award-delete/', payload, token }),

    /** A new festival (by the admin), answering its id and slug. */
    async festival(adminToken: string, names: { mongol_name?: string; international_name?: string } = {}) {
      const u = uid();
      const fields = { mongol_name: `Наадам ${u}`, international_name: `Festival ${u}`, ...names };
      const res = await kit.createFestival(adminToken, fields);
      if (res.statusCode !== 200) throw new Error(res.body);
      const { slug } = res.json();
      const list = (await get('festival-list', { name: fields.international_name })).json().festival_list;
      return { ...fields, slug: slug as string, id: list.find((f: { slug: string }) => f.slug === slug).id as number };
    },
    /** A new edition of the festival in `year`. */
    async edition(adminToken: string, festival: { id: number; slug: string }, year: number, texts: Fields = {}) {
      const res = await kit.createAnnual(adminToken, { festival: festival.id, year, ...texts });
      if (res.statusCode !== 200) throw new Error(res.body);
      return { slug: festival.slug, year };
    },
    mediaFile: (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, '')),
  };
  return kit;
}

import { ARTIST_PHOTO_FIELD } from '@mfi/contract/artists.schemas';

/** The form's checked values, as the create and update calls send them (part 2 section 3 "Artist create payload"). */
export interface ArtistPayload {
  pro_name: string;
  pro_name_en: string;
  last_name: string;
  first_name: string;
  countries: number[];
  old_countries: number[];
  professions: number[];
  born?: number | null;
  died?: number | null;
  bio: string;
  bio_en: string;
  quotes: string[];
  festival?: boolean;
  photo: Blob | null;
}

/** Multipart body: list fields as JSON text, the photo as `artist-photo`. */
export function artistFormData(payload: ArtistPayload, slug?: string): FormData {
  const data = new FormData();
  data.set('pro_name', payload.pro_name);
  data.set('pro_name_en', payload.pro_name_en);
  data.set('last_name', payload.last_name);
  data.set('first_name', payload.first_name);
  data.set('countries', JSON.stringify(payload.countries));
  data.set('old_countries', JSON.stringify(payload.old_countries));
  data.set('professions', JSON.stringify(payload.professions));
  data.set('born', payload.born == null ? '' : String(payload.born));
  data.set('died', payload.died == null ? '' : String(payload.died));
  data.set('bio', payload.bio);
  data.set('bio_en', payload.bio_en);
  data.set('quotes', JSON.stringify(payload.quotes.map((quote) => ({ quote }))));
  if (payload.festival !== undefined) data.set('festival', String(payload.festival));
  if (slug) data.set('slug', slug);
  if (payload.photo) data.set(ARTIST_PHOTO_FIELD, payload.photo, 'artist-photo.jpg');
  return data;
}

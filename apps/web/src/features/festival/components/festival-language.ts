import { nameIn } from '../../../lib/localized';

/** A festival's name in the reader's language: the international name in English, else the Mongolian one. */
export function festivalName(festival: { mongol_name: string; international_name: string }, english: boolean): string {
  return nameIn(festival.mongol_name, festival.international_name, english);
}

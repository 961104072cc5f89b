import type { ReactNode } from 'react';
import { TitleSections, type TitleSectionCalls, type JournalsMore } from '../../../components/catalogue/title-extras';
import { useListedSerials } from '../api/get-listed-serials';
import { useRelatedSerials, type RelatedKind } from '../api/get-related-serials';
import { useSerialArtists } from '../api/get-serial-artists';
import { useSerialAwards } from '../api/get-serial-awards';
import { type SerialJournal, useSerialJournals } from '../api/get-serial-journals';
import { useSerialRoles } from '../api/get-serial-roles';
import { SerialCardItem } from './serial-card-grid';
import { SERIAL_KIND } from './serial-kind';

const CALLS = {
  useAwards: useSerialAwards,
  useArtists: useSerialArtists,
  useRoles: useSerialRoles,
  useRelated: useRelatedSerials,
  useListed: useListedSerials,
  useJournals: useSerialJournals,
} satisfies TitleSectionCalls<unknown, RelatedKind, unknown>;

const RAILS: Record<RelatedKind, string> = { similar: 'detail.similar', suggested: 'detail.suggested' };

/** The serial page's sections below the seasons (components/catalogue draws them from the serial's calls). */
export function SerialSections({
  slug,
  journals,
}: {
  slug: string;
  /** The journal cards, drawn by the journals feature (the page's route passes them). */
  journals(items: SerialJournal[], more: JournalsMore): ReactNode;
}) {
  return (
    <TitleSections
      kind={SERIAL_KIND}
      slug={slug}
      calls={CALLS}
      rails={RAILS}
      card={{ key: (serial) => serial.serial_slug, draw: (serial) => <SerialCardItem serial={serial} width={140} /> }}
      journals={journals}
    />
  );
}

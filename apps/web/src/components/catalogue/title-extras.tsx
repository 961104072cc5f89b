import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { createContext, useContext, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleAward } from '@mfi/contract/festival.schemas';
import { Link as RouterLink } from 'react-router';
import { href } from '../../lib/routes';
import type { CatalogueKind, LoadMoreQuery } from './catalogue-kind';
import { AwardList } from './award-list';
import { ArtistsSection, RolesSection } from './people-sections';
import { CardRail } from './title-card';
import { LoadMore, Section } from './section';

// The sections below a title's plot: awards, crew, cast, poster rails, user lists, journals. Any may be
// empty: each section shows only once it has something.

/** A user list holding the title (contract lists.schemas: movieListCard, serialListCard). */
type Listed = { id: number; title: string; title_slug: string; user_slug: string };

/** The festival awards the title won or was nominated for, each linking to its edition's page. */
function AwardsSection({ kind, query }: { kind: CatalogueKind; query: LoadMoreQuery<TitleAward> }) {
  const { t } = useTranslation(kind.ns);
  if (!query.data?.length) return null;
  return (
    <Section title={t('detail.awards')} testId="title-awards">
      <AwardList awards={query.data} labels={{ won: t('detail.won'), nominated: t('detail.nominated') }} />
      <LoadMore query={query} ns={kind.ns} />
    </Section>
  );
}

function ListedInSection({ kind, lists }: { kind: CatalogueKind; lists: Listed[] | undefined }) {
  const { t } = useTranslation(kind.ns);
  if (!lists?.length) return null;
  return (
    <Section title={t('detail.listedIn')}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lists.map((list) => (
          <li key={list.id}>
            <Link component={RouterLink} to={href(kind.listRoute, { slug: list.user_slug, listSlug: list.title_slug })}>
              {list.title}
            </Link>
          </li>
        ))}
      </Box>
    </Section>
  );
}

/**
 * The "listed in" section as the title page's route draws it (app/routes: the lists feature's cards); without
 * it, the lists holding the title are plain links.
 */
export const ListedInSlot = createContext<ReactNode | undefined>(undefined);

type Crew = Parameters<typeof ArtistsSection>[0]['query'];
type Cast = Parameters<typeof RolesSection>[0]['query'];
export type JournalsMore = { shown: boolean; busy: boolean; label: string; onClick(): void };

/** A kind's detail sub-calls, each a hook taking the title's slug (the rails also the rail's name). */
export type TitleSectionCalls<C, R extends string, J> = {
  useAwards(slug: string): LoadMoreQuery<TitleAward>;
  useArtists(slug: string): Crew;
  useRoles(slug: string): Cast;
  useRelated(slug: string, rail: R): { data: C[] | undefined };
  useListed(slug: string): { data: Listed[] | undefined };
  useJournals(slug: string): LoadMoreQuery<J>;
};

/**
 * Awards, crew, cast, the poster rails (`rails`: name → title key, in their order), the user lists holding the
 * title (or the route's ListedInSlot) and its journals; `card` keys and draws a rail's poster, `journals` the journal cards (the journals
 * feature's).
 */
export function TitleSections<C, R extends string, J>({
  kind,
  slug,
  calls,
  rails,
  card,
  journals,
}: {
  kind: CatalogueKind;
  slug: string;
  calls: TitleSectionCalls<C, R, J>;
  rails: Record<R, string>;
  card: { key(item: C): Key; draw(item: C): ReactNode };
  journals(items: J[], more: JournalsMore): ReactNode;
}) {
  const { t } = useTranslation(kind.ns);
  const listedIn = useContext(ListedInSlot);
  return (
    <>
      <Call useCall={calls.useAwards} args={[slug]}>
        {(query) => <AwardsSection kind={kind} query={query} />}
      </Call>
      <Call useCall={calls.useArtists} args={[slug]}>
        {(query) => <ArtistsSection query={query} title={t('detail.artists')} ns={kind.ns} />}
      </Call>
      <Call useCall={calls.useRoles} args={[slug]}>
        {(query) => <RolesSection query={query} title={t('detail.cast')} ns={kind.ns} />}
      </Call>
      {(Object.keys(rails) as R[]).map((rail) => (
        <Call key={rail} useCall={calls.useRelated} args={[slug, rail]}>
          {(query) =>
            query.data?.length ? (
              <Section title={t(rails[rail])}>
                <CardRail items={query.data} keyOf={card.key}>
                  {card.draw}
                </CardRail>
              </Section>
            ) : null
          }
        </Call>
      ))}
      {listedIn === undefined ? (
        <Call useCall={calls.useListed} args={[slug]}>
          {(query) => <ListedInSection kind={kind} lists={query.data} />}
        </Call>
      ) : (
        listedIn
      )}
      <Call useCall={calls.useJournals} args={[slug]}>
        {(query) =>
          query.data?.length ? (
            <Section title={t('detail.journals')}>
              {journals(query.data, {
                shown: query.hasNextPage,
                busy: query.isFetchingNextPage,
                label: t('detail.loadMore'),
                onClick: () => void query.fetchNextPage(),
              })}
            </Section>
          ) : null
        }
      </Call>
    </>
  );
}

/**
 * Runs one of the kind's call hooks in a component of its own (each section re-renders alone when its call
 * answers). A kind's calls are module constants, so the same hook runs on every render.
 */
function Call<A extends unknown[], Q>({
  useCall,
  args,
  children,
}: {
  useCall(...args: A): Q;
  args: A;
  children(query: Q): ReactNode;
}) {
  return children(useCall(...args));
}

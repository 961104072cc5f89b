import type { ListKind } from '@mfi/contract/lists.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../../components/catalogue/section';
import { CardRail } from '../../../components/catalogue/title-card';
import { loadNamespaces } from '../../../lib/i18n';
import { useTitleLists } from '../api/get-title-lists';
import { ListCard } from './list-card';

/** A card of the rail: 300 px, less on a phone; the skeleton is a card's height (one-line name, two-line about). */
const CARD_SX = { width: 'min(300px, calc(100vw - 64px))', height: '100%' };
const TITLE_LIST_CARD_HEIGHT = 278;

/**
 * The member lists holding a movie or serial (part 2 section 4, the title's page): the lists feature's cards
 * (posters, name, owner, the like heart) in a rail under `title`, skeletons while they load, nothing when no
 * list holds it. The title pages' routes do not load the `lists` texts: the cards wait for them here.
 */
export function TitleLists({ kind, slug, title }: { kind: ListKind; slug: string; title: string }) {
  const texts = useQuery({
    queryKey: ['i18n-namespace', 'lists'],
    queryFn: () => loadNamespaces('lists').then(() => true),
    staleTime: Infinity,
  });
  const query = useTitleLists(kind, slug);
  if (query.isError || texts.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <Section title={title} testId={`title-lists-${kind}`}>
      {query.isSuccess && texts.isSuccess ? (
        <CardRail items={query.data} keyOf={(list) => list.id}>
          {(list) => (
            <Box sx={CARD_SX}>
              <ListCard list={list} />
            </Box>
          )}
        </CardRail>
      ) : (
        <Box aria-busy="true">
          <CardRail items={[0, 1, 2]} keyOf={(i) => i}>
            {() => <Skeleton variant="rounded" sx={{ ...CARD_SX, height: TITLE_LIST_CARD_HEIGHT }} />}
          </CardRail>
        </Box>
      )}
    </Section>
  );
}

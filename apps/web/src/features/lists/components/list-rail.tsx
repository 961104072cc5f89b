import type { ListKind } from '@mfi/contract/lists.schemas';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ScrollRail } from '../../../components/scroll-rail';
import { useLatestLists } from '../api/get-latest-lists';
import { ListCard } from './list-card';

/** Part 1 section 4: a list card is 320 px wide on a narrow screen, 760 px above 481 px. */
const CARD_WIDTH = { width: 'min(320px, 85vw)', '@media (min-width: 481px)': { width: 'min(760px, 85vw)' } };

/**
 * The home page's latest movie or serial lists (part 1 section 4): a row of list cards with their like
 * hearts, scrolled by its buttons, a mouse drag or touch (components/scroll-rail); nothing shows while there is
 * no list. Its texts are the `lists` namespace: the page that places it loads that namespace with its route.
 */
export function ListRail({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('lists');
  const query = useLatestLists(kind);
  if (query.isError) return null;
  return (
    <ScrollRail
      id={`list-rail-${kind}`}
      title={t(`rail.title.${kind}`)}
      items={query.data}
      keyOf={(list) => list.id}
      itemSx={CARD_WIDTH}
      skeleton={<Skeleton variant="rounded" height={220} />}
      skeletons={3}
      labels={{ previous: t('rail.previous'), next: t('rail.next') }}
    >
      {(list) => <ListCard list={list} />}
    </ScrollRail>
  );
}

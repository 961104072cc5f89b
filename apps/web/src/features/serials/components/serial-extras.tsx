import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JournalCardGrid } from '../../../components/journal-card';
import { href } from '../../../lib/routes';
import { useListedSerials } from '../api/get-listed-serials';
import { useRelatedSerials, type RelatedKind } from '../api/get-related-serials';
import { useSerialAwards } from '../api/get-serial-awards';
import { useSerialJournals } from '../api/get-serial-journals';
import { LoadMore, Section } from './section';
import { SerialCardItem } from './serial-card-grid';

// Sections whose data arrives with later issues (awards, user lists, journals) or may be empty: the calls are
// real, and each section shows only once it has something.

export function SerialAwards({ slug }: { slug: string }) {
  const { t } = useTranslation('serials');
  const awards = useSerialAwards(slug);
  if (!awards.data?.length) return null;
  return (
    <Section title={t('detail.awards')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {awards.data.map((award, i) => (
          <Chip
            key={`${award.award_slug}-${i}`}
            label={`${award.award ?? ''} ${award.date ?? ''}`.trim()}
            color={award.win ? 'secondary' : 'default'}
          />
        ))}
      </Box>
      <LoadMore
        shown={awards.hasNextPage}
        busy={awards.isFetchingNextPage}
        onClick={() => void awards.fetchNextPage()}
      />
    </Section>
  );
}

export function SerialListedIn({ slug }: { slug: string }) {
  const { t } = useTranslation('serials');
  const lists = useListedSerials(slug);
  if (!lists.data?.length) return null;
  return (
    <Section title={t('detail.listedIn')}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {lists.data.map((list, i) => (
          <li key={list.id ?? i}>
            {list.user_slug && list.slug ? (
              <Link
                component={RouterLink}
                to={href('user-serial-list-detail', { slug: list.user_slug, listSlug: list.slug })}
              >
                {list.title}
              </Link>
            ) : (
              list.title
            )}
          </li>
        ))}
      </Box>
    </Section>
  );
}

export function SerialJournals({ slug }: { slug: string }) {
  const { t } = useTranslation('serials');
  const journals = useSerialJournals(slug);
  if (!journals.data?.length) return null;
  return (
    <Section title={t('detail.journals')}>
      <JournalCardGrid
        journals={journals.data}
        testId="serial-journals"
        more={{
          shown: journals.hasNextPage,
          busy: journals.isFetchingNextPage,
          label: t('detail.loadMore'),
          onClick: () => void journals.fetchNextPage(),
        }}
      />
    </Section>
  );
}

const RAIL_TITLES: Record<RelatedKind, string> = { similar: 'detail.similar', suggested: 'detail.suggested' };

/** A horizontal rail of posters (similar, suggested); hidden when empty. */
export function SerialRail({ slug, kind }: { slug: string; kind: RelatedKind }) {
  const { t } = useTranslation('serials');
  const query = useRelatedSerials(slug, kind);
  if (!query.data?.length) return null;
  return (
    <Section title={t(RAIL_TITLES[kind])}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
        }}
      >
        {query.data.map((serial) => (
          <Box component="li" key={serial.serial_slug} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
            <SerialCardItem serial={serial} width={140} />
          </Box>
        ))}
      </Box>
    </Section>
  );
}

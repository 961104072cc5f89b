import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { langOf, nameIn, useEnglish } from '../../lib/localized';
import { href } from '../../lib/routes';
import type { LoadMoreQuery } from './catalogue-kind';
import { LoadMore, Section } from './section';
import { GridList } from './title-card';
import { TitleNote } from '../title-note';

type Person = { key: string; slug: string; name: string; photo: string | null; note: string };
type ArtistEntry = {
  id: number;
  person_slug: string;
  pro_name: string;
  pro_name_en?: string;
  photo: string | null;
  job: string;
  job_en?: string;
};
type RoleEntry = {
  role: string;
  actor: { id: number; person_slug: string; pro_name: string; pro_name_en?: string; photo: string | null };
};

type SectionProps<T> = { query: LoadMoreQuery<T>; title: string; ns: string };

/** Crew, their names and jobs in the reader's language (load more); nothing when the title has none. */
export function ArtistsSection(props: SectionProps<ArtistEntry>) {
  return (
    <PeopleSection
      {...props}
      person={(a, _i, en) => ({
        key: String(a.id),
        slug: a.person_slug,
        name: nameIn(a.pro_name, a.pro_name_en, en),
        photo: a.photo,
        note: nameIn(a.job, a.job_en, en),
      })}
    />
  );
}

/** Cast (their names in the reader's language) and their characters (load more). */
export function RolesSection(props: SectionProps<RoleEntry>) {
  return (
    <PeopleSection
      {...props}
      person={(r, i, en) => ({
        key: `${r.actor.id}-${i}`,
        slug: r.actor.person_slug,
        name: nameIn(r.actor.pro_name, r.actor.pro_name_en, en),
        photo: r.actor.photo,
        note: r.role,
      })}
    />
  );
}

/** `person` reads an entry in the reader's language (`en`: English). */
function PeopleSection<T>({
  query,
  title,
  ns,
  person,
}: SectionProps<T> & { person(entry: T, index: number, en: boolean): Person }) {
  const en = useEnglish();
  if (query.isPending) return <Skeleton height={80} />;
  if (!query.data?.length) return null;
  return (
    <Section title={title}>
      <GridList
        items={query.data.map((entry, i) => person(entry, i, en))}
        keyOf={(p) => p.key}
        columns="repeat(auto-fill, minmax(min(100%, 220px), 1fr))"
        gap={1.5}
        itemSx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}
      >
        {(p) => (
          <>
            <Avatar
              src={p.photo ?? undefined}
              alt={p.name}
              variant="rounded"
              sx={{ width: 48, height: 64 }}
              lang={langOf(p.name)}
            />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={href('artist-detail', { slug: p.slug })}
                underline="hover"
                sx={{ fontWeight: 500 }}
                lang={langOf(p.name)}
              >
                {p.name}
              </Link>
              <TitleNote text={p.note} />
            </Box>
          </>
        )}
      </GridList>
      <LoadMore query={query} ns={ns} />
    </Section>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';
import { useSerialArtists } from '../api/get-serial-artists';
import { useSerialRoles } from '../api/get-serial-roles';
import { LoadMore, Section } from './section';

type Person = { key: string; slug: string; name: string; photo: string | null; note: string };

function PeopleGrid({ people }: { people: Person[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {people.map((p) => (
        <Box component="li" key={p.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Avatar src={p.photo ?? undefined} alt={p.name} variant="rounded" sx={{ width: 48, height: 64 }} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={href('artist-detail', { slug: p.slug })}
              underline="hover"
              sx={{ fontWeight: 500 }}
            >
              {p.name}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {p.note}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Crew with their jobs (load more); nothing when the serial has none. */
export function SerialArtists({ slug, title }: { slug: string; title: string }) {
  const query = useSerialArtists(slug);
  if (query.isPending) return <Skeleton height={80} />;
  if (!query.data?.length) return null;
  return (
    <Section title={title}>
      <PeopleGrid
        people={query.data.map((a) => ({
          key: String(a.id),
          slug: a.person_slug,
          name: a.pro_name,
          photo: a.photo,
          note: a.job,
        }))}
      />
      <LoadMore shown={query.hasNextPage} busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </Section>
  );
}

/** Cast and their characters (load more). */
export function SerialRoles({ slug, title }: { slug: string; title: string }) {
  const query = useSerialRoles(slug);
  if (query.isPending) return <Skeleton height={80} />;
  if (!query.data?.length) return null;
  return (
    <Section title={title}>
      <PeopleGrid
        people={query.data.map((r, i) => ({
          key: `${r.actor.id}-${i}`,
          slug: r.actor.person_slug,
          name: r.actor.pro_name,
          photo: r.actor.photo,
          note: r.role,
        }))}
      />
      <LoadMore shown={query.hasNextPage} busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </Section>
  );
}

import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';
import type { JournalDetail } from '../api/get-journal-detail';

/** "2026.11.22" in Mongolian (the browsers' Mongolian long dates read "2026 M11 22"), "November 22, 2026" in English. */
function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (language === 'en') return new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** The author (a link to their feed) and the publication date, or a draft badge while unpublished. */
export function JournalByline({ journal }: { journal: JournalDetail }) {
  const { t, i18n } = useTranslation('journals');
  const date = journal.publish_date ? formatDate(journal.publish_date, i18n.language) : null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={journal.user_image ?? undefined} alt="" sx={{ width: 40, height: 40 }} />
      <Stack sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href('user-feed', { slug: journal.user_slug })}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600 }}
        >
          {journal.user}
        </Link>
        {date ? (
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={journal.publish_date ?? undefined}
          >
            {date}
          </Typography>
        ) : (
          <Chip size="small" color="warning" label={t('detail.unpublished')} sx={{ alignSelf: 'flex-start' }} />
        )}
      </Stack>
    </Stack>
  );
}

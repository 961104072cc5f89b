import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readerDate } from '../../../lib/dates';
import { href } from '../../../lib/routes';
import type { JournalDetail } from '../api/get-journal-detail';

/** The author (a link to their feed) and the publication date, or a draft badge while unpublished. */
export function JournalByline({ journal }: { journal: JournalDetail }) {
  const { t, i18n } = useTranslation('journals');
  const date = journal.publish_date ? readerDate(journal.publish_date, i18n.language) : null;
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

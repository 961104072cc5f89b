import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readerDate } from '../../../lib/dates';
import { href } from '../../../lib/routes';
import { MemberAvatar } from './member-avatar';
import { langOf } from '../../../lib/localized';

/**
 * Who wrote or did it (photo and name, linking to their page), `action` after the name, and when;
 * `controls` (a bin) at the end of the line.
 */
export function WrittenBy({
  slug,
  name,
  photo,
  createdAt,
  action,
  controls,
  size = 40,
}: {
  slug: string;
  name: string;
  photo: string | null;
  createdAt: string;
  action?: ReactNode;
  controls?: ReactNode;
  size?: number;
}) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', minWidth: 0 }}>
      <MemberAvatar slug={slug} name={name} photo={photo} size={size} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={href('user-feed', { slug })}
            underline="hover"
            sx={{ fontWeight: 600 }}
            lang={langOf(name)}
          >
            {name}
          </Link>
          {action && <> {action}</>}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={createdAt}>
          {readerDate(createdAt, i18n.language)}
        </Typography>
      </Box>
      {controls && <Box sx={{ flex: 'none', alignSelf: 'flex-start' }}>{controls}</Box>}
    </Box>
  );
}

/** Text a member wrote, as text (never HTML), its line breaks kept and a long word wrapped at 320 px. */
export function MemberText({ children, testId }: { children: string; testId?: string }) {
  return (
    <Typography
      variant="body1"
      data-testid={testId}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      lang={langOf(children)}
    >
      {children}
    </Typography>
  );
}

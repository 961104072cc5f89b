import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { langOf } from '../lib/localized';
import { href } from '../lib/routes';

/**
 * A card's member (a review's author, a list's owner): their picture and name on one line, the name
 * linking to their profile; `children` (a like button) follow at the line's end.
 */
export function MemberByline({
  member,
  size,
  color = 'text.secondary',
  children,
}: {
  member: { user_slug: string; user_name: string; user_image: string | null };
  size: number;
  color?: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar src={member.user_image ?? undefined} alt="" sx={{ width: size, height: size }} />
      <Link
        component={RouterLink}
        to={href('user-profile', { slug: member.user_slug })}
        variant="body2"
        color={color}
        underline="hover"
        noWrap
        sx={{ minWidth: 0, flex: children ? 1 : undefined }}
        lang={langOf(member.user_name)}
      >
        {member.user_name}
      </Link>
      {children}
    </Box>
  );
}

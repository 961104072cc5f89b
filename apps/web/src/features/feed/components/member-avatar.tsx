import Avatar from '@mui/material/Avatar';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../lib/routes';
import { langOf } from '../../../lib/localized';

/** A member's photo (or first letter) linking to their page; the name beside it carries the link's words. */
export function MemberAvatar({
  slug,
  name,
  photo,
  size = 40,
}: {
  slug: string;
  name: string;
  photo: string | null;
  size?: number;
}) {
  return (
    <Avatar
      component={RouterLink}
      to={href('user-feed', { slug })}
      src={photo ?? undefined}
      alt=""
      aria-hidden
      tabIndex={-1}
      lang={langOf(name)}
      sx={{ width: size, height: size, fontSize: size * 0.45, textDecoration: 'none' }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { langOf } from '../lib/localized';

/**
 * A member's avatar: their photo, or the first letter of the name they go by (contract member-name) on the
 * site's colour, so the header's and the profile's show the same (issue 24); marked `lang` by the name's script.
 */
export function MemberAvatar({
  name,
  image,
  alt,
  sx,
  testId,
}: {
  name: string;
  image: string | null;
  alt: string;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  return (
    <Avatar
      src={image ?? undefined}
      alt={alt}
      data-testid={testId}
      lang={langOf(name)}
      sx={[{ bgcolor: 'primary.main' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

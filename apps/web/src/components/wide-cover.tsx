import Box from '@mui/material/Box';
import { srcSetOf } from '@mfi/contract/image-sizes';

/** A page's 16:9 scene image above its text, full width; it only decorates, so it has no alt text. */
export function WideCover({ src, maxHeight }: { src: string; maxHeight?: number }) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSetOf(src)}
      sizes="(min-width: 900px) 900px, 100vw"
      alt=""
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        maxHeight,
        objectFit: 'cover',
        borderRadius: 1,
        mb: 2,
      }}
    />
  );
}

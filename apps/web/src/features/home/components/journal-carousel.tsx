import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HOME_JOURNALS } from '@mfi/contract/limits';
import { langOf, nameIn, useEnglish } from '../../../lib/localized';
import { href } from '../../../lib/routes';
import type { HomeJournal } from '../api/get-home-journals';
import { srcSetOf } from '@mfi/contract/image-sizes';

/** A horizontal touch swipe at least this long turns the slide. */
const SWIPE_PX = 40;

/**
 * The carousel's box: a 16:9 cover, no taller than 460 px; on a phone 4:3, so the title has room for three
 * whole lines above the dots (at 16:9 and 320 px it was cut after a few words). The skeleton has the same box.
 */
const FRAME_SX = {
  position: 'relative',
  width: '100%',
  aspectRatio: { xs: '4 / 3', sm: '16 / 9' },
  maxHeight: 460,
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'grey.900',
} as const;

/** The slide after `index` or before it, wrapping around both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

const journalHref = (j: HomeJournal) =>
  href('journal-detail', { typeSlug: j.main_type_slug, subTypeSlug: j.sub_type_slug, slug: j.slug });

/**
 * The home page's journal carousel (part 1 sections 2 and 9: five journals; previous and next wrap around; a
 * swipe turns it on touch). Every slide stays in the page, the hidden ones inert, so turning loads nothing
 * and moves nothing around it.
 */
export function JournalCarousel({ journals }: { journals: HomeJournal[] | undefined }) {
  const { t } = useTranslation('home');
  const en = useEnglish();
  const [current, setCurrent] = useState(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  if (journals === undefined)
    return (
      <Box sx={{ ...FRAME_SX, bgcolor: undefined }} data-testid="carousel-loading">
        <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      </Box>
    );
  const slides = journals.slice(0, HOME_JOURNALS);
  if (slides.length === 0) return null;
  const index = wrapIndex(current, slides.length);
  const turn = (step: number) => setCurrent(wrapIndex(index + step, slides.length));

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="journal-carousel"
      sx={FRAME_SX}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse') touch.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const start = touch.current;
        touch.current = null;
        if (!start) return;
        const dx = e.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) turn(dx < 0 ? 1 : -1);
      }}
      onPointerCancel={() => (touch.current = null)}
    >
      {slides.map((journal, i) => (
        <Box
          key={journal.slug}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { n: i + 1, count: slides.length })}
          aria-hidden={i !== index}
          inert={i !== index}
          data-testid="carousel-slide"
          data-active={i === index}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === index ? 1 : 0,
            transition: 'opacity 400ms ease',
            touchAction: 'pan-y',
          }}
        >
          {journal.image && (
            <Box
              component="img"
              src={journal.image}
              srcSet={srcSetOf(journal.image)}
              sizes="(min-width: 1200px) 1200px, 100vw"
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(to top, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0) 75%)',
            }}
          />
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              px: { xs: 2, sm: 8 },
              pb: { xs: 5, sm: 5 },
              color: 'common.white',
            }}
          >
            <Chip
              label={nameIn(journal.main_type, journal.main_type_en, en)}
              size="small"
              sx={{
                mb: 1,
                bgcolor: 'rgba(255,255,255,0.9)',
                color: 'grey.900',
                display: { xs: 'none', sm: 'inline-flex' },
              }}
            />
            <Link
              component={RouterLink}
              to={journalHref(journal)}
              color="inherit"
              underline="hover"
              lang={langOf(journal.title)}
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: { xs: 3, sm: 2 },
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                fontWeight: 700,
                lineHeight: 1.25,
                fontSize: { xs: '1.05rem', sm: '1.6rem', md: '2rem' },
                textShadow: '0 1px 3px rgba(0,0,0,0.6)',
              }}
            >
              {journal.title}
            </Link>
            <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>
              <Link
                component={RouterLink}
                to={href('user-profile', { slug: journal.user_slug })}
                color="inherit"
                lang={langOf(journal.user_name)}
              >
                {journal.user_name}
              </Link>
            </Typography>
          </Box>
        </Box>
      ))}
      {slides.length > 1 && (
        <>
          <IconButton
            aria-label={t('carousel.previous')}
            onClick={() => turn(-1)}
            sx={{ ...ARROW_SX, left: { xs: 4, sm: 12 } }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('carousel.next')}
            onClick={() => turn(1)}
            sx={{ ...ARROW_SX, right: { xs: 4, sm: 12 } }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: { xs: 6, sm: 12 },
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.5,
            }}
          >
            {slides.map((journal, i) => (
              <Box
                key={journal.slug}
                component="button"
                type="button"
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => setCurrent(i)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    mx: 'auto',
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: i === index ? 'common.white' : 'rgba(255,255,255,0.5)',
                  },
                  '&:focus-visible': { outline: '2px solid white' },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

// On a phone the arrows sit above the title, which spans the whole width there.
const ARROW_SX = {
  position: 'absolute',
  top: { xs: '30%', sm: '50%' },
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.4)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' },
} as const;

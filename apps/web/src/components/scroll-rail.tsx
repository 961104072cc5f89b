import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Key, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** How far a mouse must move before a press on the rail is a drag and not a click on a card. */
const DRAG_THRESHOLD_PX = 6;

/**
 * The rail's element with its scroll state (whether each button has somewhere to go) and its mouse drag (touch
 * scrolls it natively): the rail follows the pointer, snapping is paused while it moves, and the click that
 * ends a drag does not open the card under the pointer.
 */
function useRail(count: number) {
  const rail = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = rail.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);
  useEffect(() => {
    const el = rail.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The observer reports the first size at once, and every later one (a window or a font change).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, count]);

  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const handlers = {
    onScroll: measure,
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0 || !rail.current) return;
      drag.current = { x: e.clientX, left: rail.current.scrollLeft, moved: false };
    },
    onPointerMove: (e: React.PointerEvent) => {
      const d = drag.current;
      const el = rail.current;
      if (!d || !el) return;
      const dx = e.clientX - d.x;
      if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      if (!d.moved) {
        d.moved = true;
        el.style.scrollSnapType = 'none';
        el.style.cursor = 'grabbing';
      }
      el.scrollLeft = d.left - dx;
    },
    onPointerUp: () => endDrag(),
    onPointerCancel: () => endDrag(),
    onPointerLeave: () => endDrag(),
    onClickCapture: (e: React.MouseEvent) => {
      if (drag.current?.moved) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
    // Browsers without -webkit-user-drag would start their own drag and drop of a link or picture.
    onDragStart: (e: React.DragEvent) => e.preventDefault(),
  };
  function endDrag() {
    const el = rail.current;
    const d = drag.current;
    if (!d) return;
    if (el && d.moved) {
      el.style.scrollSnapType = '';
      el.style.cursor = '';
    }
    // The click that follows the release still sees `moved`, and is swallowed (onClickCapture).
    setTimeout(() => {
      if (drag.current === d) drag.current = null;
    }, 0);
  }
  return { rail, ends, handlers };
}

/**
 * A titled row of cards that scrolls sideways (part 1 section 2 "Home page": the review, title and list rails): by its previous/next buttons, a
 * touch swipe or a mouse drag, snapping to the cards. While `items` is undefined it shows `skeleton` cards of
 * the final size, so nothing below moves when the cards arrive; an empty rail is not shown at all.
 */
export function ScrollRail<T>({
  id,
  title,
  items,
  keyOf,
  itemSx,
  skeleton,
  skeletons = 6,
  labels,
  children,
}: {
  id: string;
  title: string;
  items: T[] | undefined;
  keyOf(item: T): Key;
  /** Each card's width (and what else its cell needs): one size, so the skeletons take the cards' place. */
  itemSx: object;
  skeleton: ReactNode;
  skeletons?: number;
  /** The buttons' names, in the page's language. */
  labels: { previous: string; next: string };
  children(item: T): ReactNode;
}) {
  const { rail, ends, handlers } = useRail(items?.length ?? 0);
  if (items && items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = rail.current;
    el?.scrollBy?.({ left: direction * Math.max(el.clientWidth * 0.8, 200), behavior: 'smooth' });
  };
  const headingId = `${id}-title`;
  const cells = items
    ? items.map((item) => ({ key: keyOf(item), node: children(item) }))
    : Array.from({ length: skeletons }, (_, i) => ({ key: `skeleton-${i}`, node: skeleton }));
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={id} sx={{ my: { xs: 3, sm: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ flex: 1, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
        >
          {title}
        </Typography>
        <IconButton
          aria-label={labels.previous}
          aria-controls={`${id}-list`}
          disabled={!items || ends.start}
          onClick={() => scroll(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={labels.next}
          aria-controls={`${id}-list`}
          disabled={!items || ends.end}
          onClick={() => scroll(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="ul"
        id={`${id}-list`}
        ref={rail}
        aria-busy={!items}
        {...handlers}
        sx={{
          listStyle: 'none',
          p: 0,
          pb: 1,
          m: 0,
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          cursor: 'grab',
          userSelect: 'none',
          // A mouse drag scrolls the rail: the cards' links and pictures must not start the browser's own drag.
          '& a, & img': { WebkitUserDrag: 'none' },
        }}
      >
        {cells.map((cell) => (
          <Box component="li" key={cell.key} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start', ...itemSx }}>
            {cell.node}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bareListSx } from './bare-list';

/** Part 2 section 9: drag animation 200 ms. */
const DRAG_MS = 200;

/**
 * A list reordered by dragging its handles (mouse, touch or keyboard: space picks up, arrows move), as the
 * artist, role and archive image editors need.
 */
export function SortableList<T>({
  items,
  keyOf,
  onMove,
  renderItem,
  layout = 'list',
  ns,
}: {
  items: T[];
  keyOf(item: T): string;
  onMove(from: number, to: number): void;
  renderItem(item: T, index: number, handle: ReactNode): ReactNode;
  layout?: 'list' | 'grid';
  /** Texts come from the caller's feature namespace (`ns`), which holds the same keys. (form.drag) */
  ns: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(keyOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        <Box
          component="ul"
          sx={{
            ...bareListSx,
            display: 'grid',
            gap: 1,
            gridTemplateColumns:
              layout === 'grid' ? 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' : 'minmax(0, 1fr)',
          }}
        >
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} ns={ns}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, ns, children }: { id: string; ns: string; children(handle: ReactNode): ReactNode }) {
  const { t } = useTranslation(ns);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    transition: { duration: DRAG_MS, easing: 'ease' },
  });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('form.drag')}
      size="small"
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : 'auto',
        position: 'relative',
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </Box>
  );
}

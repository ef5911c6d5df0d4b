import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon } from '@mantine/core'
import { createContext, useContext, useMemo, useRef, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconGripVertical } from '../../../ui/icons'

/**
 * A vertical list the user reorders by dragging an item's handle, or from the keyboard (Space or Enter on the
 * handle picks it up, the arrow keys move it, Space or Enter drops it, Escape cancels), with what happens
 * spoken to screen readers in the interface language (dnd-kit's live region). `onMove(from, to)` gets the
 * positions; what to save and when is the caller's, as with the up and down arrows beside it.
 */
export function SortableList({
  ids,
  nameOf,
  onMove,
  children,
}: {
  ids: readonly string[]
  /** The item's name, as the announcements say it. */
  nameOf: (id: string) => string
  onMove: (from: number, to: number) => void
  children: ReactNode
}) {
  const { t } = useTranslation('builder')
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  // The place last said: dnd-kit reports the item over its own place right after it is picked up, which
  // would replace "picked up" before it is heard.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  const accessibility = useMemo(() => {
    const total = ids.length
    const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id
        return t('sort.picked', { name: nameOf(String(active.id)), position: position(active.id), total })
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined
        lastOver.current = over.id
        return t('sort.over', { name: nameOf(String(active.id)), position: position(over.id), total })
      },
      onDragEnd: ({ active, over }) =>
        t('sort.dropped', {
          name: nameOf(String(active.id)),
          position: position(over?.id ?? active.id),
          total,
        }),
      onDragCancel: ({ active }) =>
        t('sort.cancelled', { name: nameOf(String(active.id)), position: position(active.id) }),
    }
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('sort.instructions') }
    return { announcements, screenReaderInstructions }
  }, [ids, nameOf, t])
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

const HandleContext = createContext<ReturnType<typeof useSortable> | null>(null)

/** One item of a SortableList: `children` renders it with the ref and style that move it, and a SortableHandle. */
export function SortableItem({
  id,
  children,
}: {
  id: string
  children: (row: {
    ref: (node: HTMLElement | null) => void
    style: CSSProperties
    dragging: boolean
  }) => ReactNode
}) {
  const sortable = useSortable({ id })
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : undefined,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
  }
  return (
    <HandleContext.Provider value={sortable}>
      {children({ ref: sortable.setNodeRef, style, dragging: sortable.isDragging })}
    </HandleContext.Provider>
  )
}

/** The grip that drags its item (pointer) or picks it up (Space or Enter). */
export function SortableHandle({
  label,
  testId,
  size = 18,
}: {
  label: string
  testId: string
  size?: number
}) {
  const sortable = useContext(HandleContext)
  if (!sortable) return null
  const { setActivatorNodeRef, attributes, listeners, isDragging } = sortable
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      {...attributes}
      {...listeners}
      aria-label={label}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      data-testid={testId}
    >
      <IconGripVertical size={size} />
    </ActionIcon>
  )
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'

type Report = (key: string, unsaved: boolean) => void

interface UnsavedReports {
  readonly report: Report
  /** A dialog opened over the guarded drawer is open (true) or closed. */
  readonly dialog: (key: string, open: boolean) => void
}

const UnsavedContext = createContext<UnsavedReports>({ report: () => undefined, dialog: () => undefined })

/** A form inside a guarded drawer or dialog says whether it holds edits that are not saved yet. */
export function useReportUnsaved(unsaved: boolean): void {
  const { report } = useContext(UnsavedContext)
  const key = useId()
  useEffect(() => {
    report(key, unsaved)
    return () => report(key, false)
  }, [report, key, unsaved])
}

/**
 * A dialog over a guarded drawer: while it is open, Escape is the dialog's alone. Mantine's modals and
 * drawers each listen for Escape on the window, so without this one key press closed both, and the
 * drawer took the dialog's unsaved edits with it.
 */
export function useReportDialogOpen(): void {
  const { dialog } = useContext(UnsavedContext)
  const key = useId()
  useEffect(() => {
    dialog(key, true)
    return () => dialog(key, false)
  }, [dialog, key])
}

/**
 * For a drawer or dialog that holds several forms (the calendar user's tabs, a dialog over them): leaving
 * it, or switching a tab that would drop a form, first asks when any form inside reports unsaved edits, as
 * the entity drawer does for its one form. `leave(action)` runs the action at once or after "Discard".
 */
export function useUnsavedGuard() {
  const unsaved = useRef(new Set<string>())
  const [asking, setAsking] = useState<(() => void) | null>(null)
  const report = useCallback<Report>((key, isUnsaved) => {
    if (isUnsaved) unsaved.current.add(key)
    else unsaved.current.delete(key)
  }, [])
  const [dialogs, setDialogs] = useState<ReadonlySet<string>>(new Set())
  const dialog = useCallback((key: string, open: boolean) => {
    setDialogs((current) => {
      const next = new Set(current)
      if (open) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])
  const leave = useCallback((action: () => void) => {
    if (unsaved.current.size === 0) action()
    else setAsking(() => action)
  }, [])
  const question = asking ? (
    <DiscardQuestion
      onDiscard={() => {
        unsaved.current.clear()
        setAsking(null)
        asking()
      }}
      onKeep={() => setAsking(null)}
    />
  ) : null
  const reports = useMemo<UnsavedReports>(() => ({ report, dialog }), [report, dialog])
  return { reports, leave, question, dialogOpen: dialogs.size > 0 }
}

export type UnsavedGuard = ReturnType<typeof useUnsavedGuard>

/** The forms inside report to `guard` (useReportUnsaved). */
export function UnsavedScope({ guard, children }: { guard: UnsavedGuard; children: ReactNode }) {
  return <UnsavedContext.Provider value={guard.reports}>{children}</UnsavedContext.Provider>
}

function DiscardQuestion({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation('common')
  const id = useId()
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alertdialog"
      aria-labelledby={id}
      data-testid="unsaved-question"
    >
      <Stack gap="xs">
        <Text fw={600} id={id}>
          {t('drawer.discardTitle')}
        </Text>
        <Text fz="sm">{t('drawer.discardBody')}</Text>
        <Group gap="xs">
          <Button size="xs" color="red.8" onClick={onDiscard} data-testid="unsaved-discard">
            {t('drawer.discard')}
          </Button>
          <Button size="xs" variant="default" onClick={onKeep} data-testid="unsaved-keep">
            {t('drawer.keepEditing')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

import { Loader } from '@mantine/core'
import { lazy, Suspense, type ReactNode } from 'react'
import {
  ProcessorDependencyEditorSlot,
  type ProcessorDependency,
} from '../features/builder/processor-dependency-slot'
import { StateMappingsSlot } from '../features/builder/state-mappings-slot'

/**
 * The builder's drawers edit a processor's e-mail templates and mappers and a state's ATS mappings with the
 * e-mail and ATS tabs' own editors (features do not import each other; the builder's routes fill its
 * slots). Loaded when a drawer first shows one: in the builder routes' chunks they would weigh more than the
 * rest of the flow page.
 */
const EmailDependencyEditor = lazy(() =>
  import('../features/email-templates/components/dependency-editor').then((module) => ({
    default: module.EmailDependencyEditor,
  })),
)
const StateAtsMappings = lazy(() =>
  import('../features/ats/components/state-mappings').then((module) => ({
    default: module.StateAtsMappings,
  })),
)

function DependencyEditor({ dependency }: { dependency: ProcessorDependency }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <EmailDependencyEditor dependency={dependency} />
    </Suspense>
  )
}

const stateAtsMappings = (stateId: string) => (
  <Suspense fallback={<Loader size="sm" />}>
    <StateAtsMappings stateId={stateId} />
  </Suspense>
)

export function BuilderSlots({ children }: { children: ReactNode }) {
  return (
    <ProcessorDependencyEditorSlot value={DependencyEditor}>
      <StateMappingsSlot value={stateAtsMappings}>{children}</StateMappingsSlot>
    </ProcessorDependencyEditorSlot>
  )
}

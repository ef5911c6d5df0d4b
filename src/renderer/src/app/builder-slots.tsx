import { Loader } from '@mantine/core'
import { lazy, Suspense, type ReactNode } from 'react'
import {
  ProcessorDependencyEditorSlot,
  type ProcessorDependency,
} from '../features/builder/processor-dependency-slot'
import {
  FixedAtsMappingsSlot,
  type FixedAtsMappingsEditor,
} from '../features/builder/fixed-ats-mappings-slot'
import { StateMappingsSlot } from '../features/builder/state-mappings-slot'

/**
 * The builder's drawers edit a processor's e-mail templates and mappers, a state's ATS mappings and a flow's
 * or answer's fixed ATS mappings with the e-mail and ATS tabs' own editors (features do not import each
 * other; the builder's routes fill its slots). Loaded when a drawer first shows one: in the builder routes'
 * chunks they would weigh more than the rest of the flow page.
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
const FixedAtsMappings = lazy(() =>
  import('../features/ats/components/fixed-mappings').then((module) => ({
    default: module.FixedAtsMappings,
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

const fixedAtsMappings: FixedAtsMappingsEditor = (owner) => (
  <Suspense fallback={<Loader size="sm" />}>
    <FixedAtsMappings {...owner} />
  </Suspense>
)

export function BuilderSlots({ children }: { children: ReactNode }) {
  return (
    <ProcessorDependencyEditorSlot value={DependencyEditor}>
      <StateMappingsSlot value={stateAtsMappings}>
        <FixedAtsMappingsSlot value={fixedAtsMappings}>{children}</FixedAtsMappingsSlot>
      </StateMappingsSlot>
    </ProcessorDependencyEditorSlot>
  )
}

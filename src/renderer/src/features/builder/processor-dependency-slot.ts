import { createContext, useContext, type ComponentType } from 'react'

/** An e-mail template or mapper a processor uses (Processor.dependencies). */
export type ProcessorDependency = { kind: string; id: string; name: string }

/**
 * The editor of a processor's dependency, shown in the processor drawer. The builder owns this slot; the
 * route that renders the builder fills it (the builder does not know the e-mail feature). Without it the
 * drawer links each dependency to where it is edited.
 */
export type ProcessorDependencyEditor = ComponentType<{ dependency: ProcessorDependency }>

export const ProcessorDependencyEditorSlot = createContext<ProcessorDependencyEditor | null>(null)

export const useProcessorDependencyEditor = () => useContext(ProcessorDependencyEditorSlot)

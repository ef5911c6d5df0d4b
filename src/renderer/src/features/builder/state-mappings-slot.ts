import { createContext, useContext, type ComponentType } from 'react'

/**
 * The ATS field mappings that write a state's answer, edited in the state drawer. The builder owns this
 * slot; the route that renders the builder fills it (the builder does not know the ATS feature). Without it
 * the drawer shows no mappings section.
 */
export type StateMappingsEditor = ComponentType<{ stateId: string }>

export const StateMappingsSlot = createContext<StateMappingsEditor | null>(null)

export const useStateMappingsEditor = () => useContext(StateMappingsSlot)

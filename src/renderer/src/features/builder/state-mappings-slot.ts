import { createContext, useContext, type ReactNode } from 'react'

/**
 * The ATS field mappings that write a state's answer, edited in the state drawer. The builder owns this
 * slot; the route that renders the builder fills it (the builder does not know the ATS feature). Without it
 * the drawer shows no mappings section.
 */
export type StateMappingsEditor = (stateId: string) => ReactNode

export const StateMappingsSlot = createContext<StateMappingsEditor | null>(null)

export const useStateMappingsEditor = () => useContext(StateMappingsSlot)

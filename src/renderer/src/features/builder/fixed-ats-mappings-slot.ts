import { createContext, useContext, type ReactNode } from 'react'

/**
 * The ATS field mappings a flow or an answer holds fixed (Flow.fixedAtsFieldMappings,
 * Option.fixedAtsFieldMappings), edited on the flow page and in the answer drawer. The builder owns this
 * slot; the route that renders the builder fills it (the builder does not know the ATS feature). Without it
 * neither shows them.
 */
export type FixedAtsMappingsEditor = (owner: { kind: 'FLOW' | 'OPTION'; id: string }) => ReactNode

export const FixedAtsMappingsSlot = createContext<FixedAtsMappingsEditor | null>(null)

export const useFixedAtsMappingsEditor = () => useContext(FixedAtsMappingsSlot)

import type { BuilderErrorCode } from '@shared/domain/errors/builder'

/**
 * Fault injection for the builder (demo and tests, POST /__sandbox/builder-fault): the next `times` calls
 * of a builder mutation are refused with the spec's message for it (spec 001 §8), so the portal's handling
 * of a refusal can be shown and tested. Kept per database, so parallel test servers do not share faults.
 */
const pending = new WeakMap<object, Map<string, number>>()

/** Each mutation's refusal: the spec's builder message for what it does. */
export const builderFaultCodes: Readonly<Record<string, BuilderErrorCode>> = {
  addStateMachine: 'could_not_add_flow',
  cloneStateMachine: 'could_not_add_flow',
  updateStateMachine: 'could_not_update_flow',
  deleteStateMachine: 'could_not_delete_flow',
  updateStateMachineOrder: 'could_not_update_order',
  reorderStateGroups: 'could_not_update_order',
  updateStateOrder: 'could_not_update_order',
  deleteStateGroupMutation: 'could_not_delete_state_group',
  createOption: 'could_not_create_option',
  updateOption: 'could_not_update_option',
  deleteOption: 'could_not_delete_option',
  updateOptionOrder: 'could_not_update_option_order',
  updateNextState: 'could_not_update_next_state',
  updateNextStateMachine: 'could_not_update_next_state_machine',
  addStandardAction: 'cannot_add_standard_action',
  addActionWithOptions: 'cannot_add_standard_action',
  updateAction: 'action_not_updated',
  deleteActions: 'could_not_delete_actions',
  updateActionOrdering: 'could_not_update_action_ordering',
  createOptionLabel: 'could_not_create_option_label',
  updateOptionLabel: 'option_label_not_updated',
  updateOptionLabelOrder: 'option_label_not_updated',
  deleteOptionLabel: 'could_not_delete_option_label',
  addTextVariation: 'cannot_add_variation',
  addVideoVariation: 'cannot_add_variation',
  addImageVariation: 'cannot_add_variation',
  addDocumentVariation: 'cannot_add_variation',
  addLinkVariation: 'cannot_add_variation',
  addGeolocationVariation: 'cannot_add_variation',
  deleteVariationMutation: 'could_not_delete_variation',
  createScalarName: 'cannot_create_scalar_name',
  deleteScalarName: 'cannot_delete_scalar_name',
}

/** Operations that can be made to fail: the ones above and updateMessage (its code follows the message type). */
export const builderFaultOperations = [...Object.keys(builderFaultCodes), 'updateMessage'] as const

export function injectBuilderFault(key: object, operation: string, times: number): void {
  const faults = pending.get(key) ?? new Map<string, number>()
  pending.set(key, faults)
  if (times <= 0) faults.delete(operation)
  else faults.set(operation, times)
}

/** True (and one fewer pending) when the next call of `operation` is to fail. */
export function takeBuilderFault(key: object, operation: string): boolean {
  const faults = pending.get(key)
  const left = faults?.get(operation) ?? 0
  if (left <= 0) return false
  if (left === 1) faults!.delete(operation)
  else faults!.set(operation, left - 1)
  return true
}

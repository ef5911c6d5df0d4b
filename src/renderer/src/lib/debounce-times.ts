/**
 * The spec's debounce times (spec 000 §9 and 001 §9, "Debounces"), for `useDebouncedSave` and the chatbot
 * fetch. One name per thing the spec names; areas use these, never a number of their own.
 */
export const debounceMs = {
  options: 2000,
  sentences: 1500,
  intents: 1300,
  keywords: 1500,
  stateOrder: 2000,
  optionOrder: 2000,
  flowOrder: 2000,
  stateGroupOrder: 2000,
  blocks: 1300,
  availabilities: 1300,
  groupAppointments: 1300,
  chatbotFetch: 500,
  /**
   * Settings that save as they change ("Setting saves are batched", spec 000 §4; no time given): the
   * spec's time for the other settings-like saves (blocks, availabilities, group appointments), see
   * docs/decisions/renderer-kit.md.
   */
  settings: 1300,
} as const

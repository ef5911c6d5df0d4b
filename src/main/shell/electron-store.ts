import ElectronStore from 'electron-store'
import type { KeyValueStore } from '../prefs/key-value-store'

/** The desktop app's preferences file (in the user's app-data folder), behind the KeyValueStore port. */
export function createElectronKeyValueStore(): KeyValueStore {
  const store = new ElectronStore<Record<string, unknown>>({ name: 'preferences', clearInvalidConfig: true })
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
  }
}

// Runs a TypeScript worker from the sources (unit tests, benches, the browser harness): the built app
// starts the bundled JavaScript worker instead and never loads this file or tsx.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)

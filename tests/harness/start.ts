/** `npm run start:browser`: the portal in a browser, against the real main services, on 127.0.0.1. */
import { homedir } from 'node:os'
import path from 'node:path'
import { startHarness } from './host'

const portArg = process.argv.indexOf('--port')
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : Number(process.env['PORT'] ?? 0)

// A browser has no save dialog: exports land here, as a browser's downloads would.
const downloadsFolder = path.resolve(
  process.env['PORTAL_DOWNLOADS'] ?? path.join(homedir(), 'Downloads', 'Chatbot Portal'),
)
const harness = await startHarness({ port, downloadsFolder })
console.log(`Portal harness on ${harness.url}`)
console.log(`Exports are saved in ${downloadsFolder} (set PORTAL_DOWNLOADS to change)`)

const stop = () => void harness.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

/** `npm run start:browser`: the portal in a browser, against the real main services, on 127.0.0.1. */
import { startHarness } from './host'

const portArg = process.argv.indexOf('--port')
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : Number(process.env['PORT'] ?? 0)

const harness = await startHarness({ port })
console.log(`Portal harness on ${harness.url}`)

const stop = () => void harness.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

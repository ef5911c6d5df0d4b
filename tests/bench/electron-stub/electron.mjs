// A stand-in for the `electron` module when the main bundle is loaded in plain Node (QUALITY P-3): every
// property is a function returning the same stub, `whenReady()` never resolves, so the bundle loads and
// evaluates its top level without opening anything.
const never = () => new Promise(() => {})
const stub = new Proxy(function () {}, {
  get: (_target, key) =>
    key === 'then' ? undefined : key === 'whenReady' ? never : key === Symbol.toPrimitive ? () => '' : stub,
  apply: () => stub,
  construct: () => stub,
})
export default stub
export const app = stub
export const BrowserWindow = stub
export const dialog = stub
export const ipcMain = stub
export const Menu = stub
export const nativeImage = stub
export const net = stub
export const Notification = stub
export const powerMonitor = stub
export const protocol = stub
export const screen = stub
export const session = stub
export const shell = stub
export const Tray = stub
export const utilityProcess = stub
export const nativeTheme = stub
export const contextBridge = stub
export const ipcRenderer = stub

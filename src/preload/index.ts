import { contextBridge } from 'electron'
import { portalContract, type PortalBridge } from '@shared/ipc'
import { createBridge } from '@shared/ipc/contract'
import { electronTransport } from './typed-ipc'

const portal = createBridge(portalContract, electronTransport) satisfies PortalBridge

contextBridge.exposeInMainWorld('portal', portal)

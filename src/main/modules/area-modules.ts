import * as listedModules from './area-list'
import type { MainContext } from './main-context'
import type { MainModule } from './main-module'

/**
 * THE area modules of main (ARCHITECTURE §8), from area-list.ts (one line per area). Each is built from the
 * house's services (`MainContext`) after the modules they are made of (session, api, app, prefs, policy,
 * updates, exports: portal-main.ts); the composition derives main's one handler set from them
 * (ipc/register.ts) and tells them of every session change after the house's modules. An area module
 * depends on the house's services only, never on another area's module, so the areas' order among
 * themselves is that of their factories' names and means nothing.
 */
export const areaModules: readonly ((context: MainContext) => MainModule)[] = Object.values(listedModules)

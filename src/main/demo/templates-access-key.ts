import { defaultTemplatesAccessKey } from '../../sandbox/defaults'

/**
 * The templates service's fixed access key. A real deployment's key comes from the environment at start
 * (PORTAL_TEMPLATES_ACCESS_KEY, set by IT); the demo workspace uses the sandbox's own key.
 */
export function templatesAccessKeys(env: Readonly<Record<string, string | undefined>> = process.env) {
  return { remote: env['PORTAL_TEMPLATES_ACCESS_KEY'] ?? '', demo: defaultTemplatesAccessKey }
}

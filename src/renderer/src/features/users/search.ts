import * as v from 'valibot'
import { permissionProfiles } from '@shared/domain/permission-matrix'
import { roles } from '@shared/domain/roles'
import { pageParam } from '../../lib/list-search'
import { idParam, searchValidator } from '../../lib/route-data'

/** The users list's page size (the router's default, docs/decisions/users.md). */
export const usersPageSize = 20

const text = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max))), undefined)

/**
 * The users list's search params (lib/list-search.ts): filters and page, and which drawer is open
 * (`open`: a user's id, or `new`) on which tab, so a reload keeps the list and the open drawer.
 */
export const usersSearchSchema = v.object({
  page: pageParam,
  search: text(254),
  role: v.fallback(v.optional(v.picklist(roles)), undefined),
  chatbot: v.fallback(v.optional(idParam), undefined),
  open: v.fallback(v.optional(idParam), undefined),
  tab: v.fallback(v.optional(v.picklist(['edit', 'password'])), undefined),
})
export type UsersSearch = v.InferOutput<typeof usersSearchSchema>

/** The permissions page may highlight one profile (from the user form's "What will this role get?"). */
export const permissionsSearchSchema = v.object({
  profile: v.fallback(v.optional(v.picklist(permissionProfiles)), undefined),
})
export type PermissionsSearch = v.InferOutput<typeof permissionsSearchSchema>

export const validateUsersSearch: (raw: Record<string, unknown>) => UsersSearch =
  searchValidator(usersSearchSchema)
export const validatePermissionsSearch: (raw: Record<string, unknown>) => PermissionsSearch =
  searchValidator(permissionsSearchSchema)

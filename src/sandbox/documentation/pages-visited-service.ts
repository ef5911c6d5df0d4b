import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { maxPagesVisited, pageKeySchema } from '@shared/domain/pages-visited'
import type { AuthenticatedUser } from '../auth/auth-service'
import { users } from '../chatbots/schema'
import type { DbOrTx } from '../db/sandbox-db'
import { ApiError } from '../errors'

/**
 * Marks `page` as seen by the signed-in user (User.pagesVisited, spec 000 §3): one statement that adds the
 * flag only while the map has room (or already holds the page), so two windows marking at once never push
 * the map past its bound. Only one's own flags: the viewer is the row.
 */
export async function markPageVisited(db: DbOrTx, viewer: AuthenticatedUser, page: string): Promise<void> {
  const parsed = v.safeParse(pageKeySchema, page)
  if (!parsed.success) throw new ApiError('invalid_input', { fields: { page: [parsed.issues[0].message] } })
  const updated = await db
    .update(users)
    .set({ pagesVisited: sql`${users.pagesVisited} || jsonb_build_object(${page}::text, true)` })
    .where(
      and(
        eq(users.id, viewer.id),
        sql`(${users.pagesVisited} ? ${page}::text OR (SELECT count(*) FROM jsonb_object_keys(${users.pagesVisited})) < ${maxPagesVisited})`,
      ),
    )
    .returning({ id: users.id })
  if (updated.length === 0)
    throw new ApiError('invalid_input', {
      fields: { page: [`At most ${maxPagesVisited} pages are remembered.`] },
    })
}

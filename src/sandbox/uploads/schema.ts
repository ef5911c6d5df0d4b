import { bigint, customType, integer, pgTable, text } from 'drizzle-orm/pg-core'

const ms = (name: string) => bigint(name, { mode: 'number' })
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** Images stored by the image-hosting calls, served back by their public path. */
export const uploadedImages = pgTable('uploaded_images', {
  id: text('id').primaryKey(),
  publicId: text('public_id').notNull().unique(),
  cloudName: text('cloud_name').notNull(),
  folder: text('folder'),
  format: text('format').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  data: bytea('data').notNull(),
  createdAt: ms('created_at').notNull(),
})

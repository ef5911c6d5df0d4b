import { bigint, index, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { users } from '../chatbots/schema'

const ms = (name: string) => bigint(name, { mode: 'number' })

/**
 * A sign-in waiting for its second step. The auth token handed to the client is stored only as a hash,
 * like every other token here, so a copied database does not hand out sessions.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'login_code' or 'change_phone_number' (loginStepTypes). */
  step: text('step').notNull(),
  codeHash: text('code_hash'),
  /** A number given in the change-phone step; it becomes the user's only once a code sent to it is entered. */
  pendingPhone: text('pending_phone'),
  codeSentAt: ms('code_sent_at'),
  codeExpiresAt: ms('code_expires_at'),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
})

export const tokenFamilies = pgTable('token_families', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ms('created_at').notNull(),
  revokedAt: ms('revoked_at'),
  revokeReason: text('revoke_reason'),
})

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('access_tokens_family_idx').on(t.familyId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

/** Failed logins and wrong codes, per username, for the lockouts. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    kind: text('kind').notNull(),
    at: ms('at').notNull(),
  },
  (t) => [index('auth_attempts_username_idx').on(t.username, t.kind, t.at)],
)

export const lockouts = pgTable('lockouts', {
  username: text('username').primaryKey(),
  lockedUntil: ms('locked_until').notNull(),
  reason: text('reason').notNull(),
})

export const passwordResets = pgTable('password_resets', {
  guidHash: text('guid_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
})

import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The database schema. Timestamps are written from the app clock (never SQL now()), so tests
 * can move time. Only SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const candidates = pgTable('candidates', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164, e.g. +12065550123. One candidate per phone. */
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  fullName: text('full_name'),
  /** When each onboarding step (1 Profile, 2 Preferences, 3 Consent, 4 Interview) was completed. */
  step1CompletedAt: at('step1_completed_at'),
  step2CompletedAt: at('step2_completed_at'),
  step3CompletedAt: at('step3_completed_at'),
  step4CompletedAt: at('step4_completed_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
})

/**
 * A sign-in attempt started by SignUpAndLogin: the client holds the session token (we keep
 * only its SHA-256) and presents it to ValidateOtp and ResendOtp.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id').notNull(),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    /** Set when a code of this session was validated: the session cannot be used again. */
    completedAt: at('completed_at'),
  },
  (table) => [index('login_sessions_phone_idx').on(table.phone)],
)

/**
 * One row per code sent (sign-up or resend). The code itself is never stored: only an
 * HMAC-SHA256 under a server key, bound to this row's id.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    loginSessionId: uuid('login_session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /** Set when a newer code of the same login session replaced this one. */
    supersededAt: at('superseded_at'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_codes_login_session_idx').on(table.loginSessionId, table.createdAt),
  ],
)

/** Failed code checks per phone, across codes and login sessions; a lock after too many. */
export const phoneLoginState = pgTable('phone_login_state', {
  phone: text('phone').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockedUntil: at('locked_until'),
})

/** A signed-in device. The access token (JWT) names it in `sid`; revoking it ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_candidate_idx').on(table.candidateId)],
)

/** Fixed-window counters for per-IP limits: one row per bucket and window. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
)

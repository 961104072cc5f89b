import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    slug: text('slug').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    image: text('image'),
    background: text('background'),
    contributer: boolean('contributer').notNull().default(false),
    mainContributer: boolean('main_contributer').notNull().default(false),
    publisher: boolean('publisher').notNull().default(false),
    critic: boolean('critic').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    /** The festival entrant flag (issue 17, part 1 section 6 "ustga"): may register films for the festival. */
    ustga: boolean('ustga').notNull().default(false),
    /** The username and names folded by lib/transliterate (searchKeyOf), for the site search (decision 022). */
    searchKey: text('search_key').notNull().default(''),
    /**
     * When an admin closed the account (issue 25, decision 025): `is_active` is false with it, so every check
     * of an active account refuses it, and this tells a closed account from one awaiting activation (which
     * may activate itself by SMS code; a closed one may not). Its content stays.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and e-mails are unique regardless of case, as people type them.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
    uniqueIndex('users_slug_idx').on(t.slug),
    index('users_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // The admin console's member search by e-mail or phone, any part (decision 025).
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/**
 * Tokens are stored as SHA-256 digests, so a database leak gives no usable token. A token is a session:
 * `id` names it to its owner (the digest never leaves the server), and one unused for 30 days is dead
 * (`last_used_at`, moved on at most once a day: modules/auth/sessions.service.ts).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    keyHash: text('key_hash').primaryKey(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId), uniqueIndex('auth_tokens_id_idx').on(t.id)],
);

/** SMS codes: one live code per phone and purpose; a new code replaces the old one. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** `confirm_email`: a mailed code, `phone` then holding the e-mail address (modules/auth/phone-codes.ts). */
    purpose: text('purpose', { enum: ['activate', 'change_phone', 'confirm_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone)],
);

/** How many codes a phone has been sent recently: the next wait grows by 60 s with each one. */
export const smsThrottle = pgTable('sms_throttle', {
  phone: text('phone').primaryKey(),
  sends: integer('sends').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * E-mail changes a member can undo from the mail sent to the old address (decision 002): the link's
 * token stored as SHA-256, single-use, live for EMAIL_UNDO_TTL_DAYS.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

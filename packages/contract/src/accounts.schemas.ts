import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_MIN_LETTERS } from './limits';
import { idNumber, msg, tickedBox } from './fields';

// Part 1 section 5. Each rule carries its message key; the server answers with its Mongolian text.

/** Accepts a phone typed as text or sent as a number, as the original client did. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

export const phoneSchema = z.preprocess(
  asText,
  z
    .string(msg('phoneInvalid'))
    .trim()
    .regex(/^[1-9]\d{7}$/, msg('phoneInvalid')),
);

export const signupUsernameSchema = z
  .string(msg('usernameRequired'))
  .trim()
  .min(1, msg('usernameRequired'))
  .min(USERNAME_MIN, msg('usernameLength'))
  .max(USERNAME_MAX, msg('usernameLength'))
  .regex(/^[A-Za-z0-9]+$/, msg('usernameLatin'))
  .refine((v) => (v.match(/[A-Za-z]/g) ?? []).length >= USERNAME_MIN_LETTERS, msg('usernameLetters'));

export const loginUsernameSchema = z
  .string(msg('usernameRequired'))
  .trim()
  .min(1, msg('usernameRequired'))
  .regex(/^[A-Za-z0-9]+$/, msg('usernameLatin'))
  .min(USERNAME_MIN, msg('usernameLength'))
  .max(USERNAME_MAX, msg('usernameLength'));

export const passwordSchema = z
  .string(msg('passwordRequired'))
  .min(1, msg('passwordRequired'))
  .min(PASSWORD_MIN, msg('passwordLength'))
  .max(128, msg('invalidValue'))
  .regex(/[a-z]/, msg('passwordLower'))
  .regex(/[A-Z]/, msg('passwordUpper'))
  .regex(/\d/, msg('passwordDigit'))
  .regex(/[@#$!%*?&]/, msg('passwordSymbol'));

const requiredPasswordSchema = z
  .string(msg('passwordRequired'))
  .min(1, msg('passwordRequired'))
  .max(128, msg('invalidValue'));

export const emailSchema = z
  .string(msg('emailRequired'))
  .trim()
  .min(1, msg('emailRequired'))
  .max(254, msg('emailInvalid'))
  .pipe(z.email(msg('emailInvalid')))
  .transform((v) => v.toLowerCase());

export const codeSchema = z.preprocess(
  asText,
  z
    .string(msg('codeInvalid'))
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), msg('codeInvalid')),
);

export const loginRequest = z.object({ username: loginUsernameSchema, password: requiredPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequest>;

export const signupRequest = z.object({
  username: signupUsernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** The signup form adds the confirmation and the terms checkbox to the call's fields. */
export const signupForm = signupRequest
  .extend({
    re_password: z.string(),
    terms: tickedBox('termsRequired'),
  })
  .refine((v) => v.password === v.re_password, { ...msg('passwordMismatch'), path: ['re_password'] });
export type SignupForm = z.input<typeof signupForm>;

export const activateRequest = z.object({ code: codeSchema, phone: phoneSchema });
export const resendCodeRequest = z.object({ phone: phoneSchema });

export const reactivateRequest = z.object({
  username: signupUsernameSchema,
  password: requiredPasswordSchema,
  phone: phoneSchema,
});

export const changePhoneRequest = z
  .object({
    username: signupUsernameSchema,
    password: requiredPasswordSchema,
    phone1: phoneSchema,
    phone2: phoneSchema,
  })
  .refine((v) => v.phone1 !== v.phone2, { ...msg('phoneSameAsOld'), path: ['phone2'] });

export const resetPasswordRequest = z.object({ email: emailSchema });

const newPasswordFields = z.object({ new_password: passwordSchema, re_new_password: requiredPasswordSchema });
const passwordsMatch = { ...msg('passwordMismatch'), path: ['re_new_password'] };

export const resetPasswordForm = newPasswordFields.refine((v) => v.new_password === v.re_new_password, passwordsMatch);

/** The link's parts: missing or malformed is the link's own message, as an expired one is. */
const resetLinkPart = (max: number) =>
  z.string(msg('resetLinkInvalid')).min(1, msg('resetLinkInvalid')).max(max, msg('resetLinkInvalid'));

/** The confirm call answers every field error in the spec's words (part 1 section 9: listed as field: message). */
export const resetPasswordConfirmRequest = z
  .object({ ...newPasswordFields.shape, uid: resetLinkPart(64), token: resetLinkPart(128) }, msg('invalidValue'))
  .refine((v) => v.new_password === v.re_new_password, passwordsMatch);

/** POST /user-email-undo/ (designed, decision 002): the token of the link mailed to the old address. */
export const emailUndoRequest = z.object({
  token: z.string(msg('emailUndoInvalid')).min(1, msg('emailUndoInvalid')).max(128, msg('emailUndoInvalid')),
});

// Responses.
export const loginResponse = z.object({ auth_token: z.string() });
export const statusResponse = z.object({ status: z.boolean() });

const power = (what: string) => z.boolean().describe(`whether the member opens ${what}`);

/**
 * What the signed-in member may open on the site (issue 23): one verdict per guarded area, computed by the
 * server's policies (apps/server/src/policies/powers.ts), so the web's route guards, menus and page links read
 * them and never decide a rule from the role flags. An admin holds every power.
 */
export const memberPowers = z.object({
  edit_catalogue: power('the edit pages and the unpublished lists of artists, movies, serials, seasons and episodes'),
  see_journal_drafts: power(
    'the unpublished articles (all of them, or a publisher their own) and the Articles section',
  ),
  write_journals: power('the article form (writing and editing articles)'),
  admin_console: power("the admin console's moderation queue and edit histories"),
  add_by_code: power('the code-add pages and the import states'),
  edit_about: power('the about-us editor'),
  manage_festival: power("the festival's and editions' forms and the registrations"),
  manage_members: power("the admin console's members"),
  see_audit: power("the admin console's audit log"),
  manage_reference: power("the admin console's reference lists"),
});
export type MemberPowers = z.infer<typeof memberPowers>;
/** The name of one power, as a route guard or a menu item names what it needs. */
export type Power = keyof MemberPowers;

export const shortProfile = z.object({
  contributer: z.boolean(),
  main_contributer: z.boolean(),
  admin: z.boolean(),
  critic: z.boolean(),
  publisher: z.boolean(),
  /** The festival entrant flag (issue 17): may register films for the festival; not a role. */
  ustga: z.boolean(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  background: z.string().nullable(),
  /** Not in the spec: the member's powers, which the web's guards and menus read (issue 23). */
  powers: memberPowers,
});
export type ShortProfile = z.infer<typeof shortProfile>;
export const shortProfileResponse = z.object({ user_profile: shortProfile });

export const signupResponse = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
});

// Sessions (issue 12): every token is a session its member can see and end; one unused for
// SESSION_IDLE_DAYS is dead.
export const sessionSchema = z.object({
  id: z.number().int(),
  created: z.string().describe('ISO 8601 time of the login'),
  last_used: z.string().describe('ISO 8601; moves on at most once a day'),
  user_agent: z.string().describe('the browser that logged in, cut to 200 characters'),
  current: z.boolean().describe('the session of this call’s token'),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionsResponse = z.object({ sessions: z.array(sessionSchema) });

/** Ends one session of the caller's (`id`) or every one but the caller's own (`all_others`). */
export const revokeSessionRequest = z.union(
  [z.object({ id: idNumber() }).strict(), z.object({ all_others: z.literal(true, msg('invalidValue')) }).strict()],
  msg('invalidValue'),
);

// Business constants and limits (part 1 section 9, part 2 section 9).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_MIN_LETTERS = 3;
export const PASSWORD_MIN = 10;
export const PHONE_MIN = 10_000_000;
export const PHONE_MAX = 99_999_999;
export const CODE_LENGTH = 6;
export const SNACKBAR_MS = 3000;
/** Resend waits 60 s after the first code, then 60 s more after each resend. */
export const RESEND_STEP_SECONDS = 60;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_HOURS = 24;
export const BIO_MAX = 1500;
export const LIST_NAME_MIN = 3;
export const LIST_NAME_MAX = 50;

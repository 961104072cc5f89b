import type { ComponentType } from 'react';
import { ActivatePage } from './activate-page';
import { ChangePhonePage } from './change-phone-page';
import { EmailUndoPage } from './email-undo-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SessionsPage } from './sessions-page';
import { TermsPage } from './terms-page';

// The rarely opened account routes as one lazy module keyed by route name, reached through the route
// modules: each import() in the route table puts its chunks' names into the home page's initial JS. Login
// and signup, opened far more often, keep a module each.
export const accountPages = {
  'activate-user': ActivatePage,
  'change-phone': ChangePhonePage,
  'email-undo': EmailUndoPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  terms: TermsPage,
  'account-sessions': SessionsPage,
} satisfies Record<string, ComponentType>;

export type AccountRouteName = keyof typeof accountPages;

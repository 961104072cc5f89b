import type { ComponentType } from 'react';
import type { RouteName } from '../../../lib/routes';
import { RegistrationListPage } from './registration-list-page';
import { GuidelinesPage } from './submission-guidelines-page';
import { SubmissionPage } from './submission-page';

// The entrant's screens (issue 17 items 4 to 6): the festival page, the guidelines and the admin's
// registrations table, as one lazy module keyed by route name, loaded through app/route-modules.ts. The
// registration wizard composes the artists' and movies' forms, so it is app/routes/festival-registration.tsx.
export type SubmissionRouteName = Extract<
  RouteName,
  'mfi-home' | 'annual-award-guidelines' | 'annual-award-registrations'
>;

export const submissionPages: Record<SubmissionRouteName, ComponentType> = {
  'mfi-home': SubmissionPage,
  'annual-award-guidelines': GuidelinesPage,
  'annual-award-registrations': RegistrationListPage,
};

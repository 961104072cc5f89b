import type { ComponentType } from 'react';
import type { RouteName } from '../../../lib/routes';
import { UnderConstructionPage } from '../../../components/under-construction-page';

// The entrant's screens (issue 17 items 4 to 6): the festival page, the guidelines, the registration wizard
// and the admin's registrations table, as one lazy module keyed by route name, loaded through
// app/route-modules.ts.
export type SubmissionRouteName = Extract<
  RouteName,
  'mfi-home' | 'annual-award-guidelines' | 'annual-award-register' | 'annual-award-registrations'
>;

export const submissionPages: Record<SubmissionRouteName, ComponentType> = {
  'mfi-home': UnderConstructionPage,
  'annual-award-guidelines': UnderConstructionPage,
  'annual-award-register': UnderConstructionPage,
  'annual-award-registrations': UnderConstructionPage,
};

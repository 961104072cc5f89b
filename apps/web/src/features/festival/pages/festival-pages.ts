import type { ComponentType } from 'react';
import type { RouteName } from '../../../lib/routes';
import { UnderConstructionPage } from '../../../components/under-construction-page';

// The festival's screens (issue 17 items 1 to 3) as one lazy module keyed by route name, loaded through
// app/route-modules.ts.
export type FestivalRouteName = Extract<
  RouteName,
  | 'festival-list'
  | 'award-create'
  | 'award-update'
  | 'award-detail'
  | 'annual-award-create'
  | 'annual-award-update'
  | 'annual-award-detail'
  | 'annual-award-agenda'
>;

export const festivalPages: Record<FestivalRouteName, ComponentType> = {
  'festival-list': UnderConstructionPage,
  'award-create': UnderConstructionPage,
  'award-update': UnderConstructionPage,
  'award-detail': UnderConstructionPage,
  'annual-award-create': UnderConstructionPage,
  'annual-award-update': UnderConstructionPage,
  'annual-award-detail': UnderConstructionPage,
  'annual-award-agenda': UnderConstructionPage,
};

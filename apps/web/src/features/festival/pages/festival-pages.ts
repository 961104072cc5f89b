import type { ComponentType } from 'react';
import type { RouteName } from '../../../lib/routes';
import { AnnualAgendaPage } from './annual-agenda-page';
import { AnnualDetailPage } from './annual-detail-page';
import { AnnualCreatePage, AnnualUpdatePage } from './annual-form-pages';
import { FestivalDetailPage } from './festival-detail-page';
import { FestivalCreatePage, FestivalUpdatePage } from './festival-form-pages';
import { FestivalListPage } from './festival-list-page';

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
  'festival-list': FestivalListPage,
  'award-create': FestivalCreatePage,
  'award-update': FestivalUpdatePage,
  'award-detail': FestivalDetailPage,
  'annual-award-create': AnnualCreatePage,
  'annual-award-update': AnnualUpdatePage,
  'annual-award-detail': AnnualDetailPage,
  'annual-award-agenda': AnnualAgendaPage,
};

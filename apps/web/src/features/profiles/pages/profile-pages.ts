// Scaffold (issue 15): replaced by the profile page helper. ProfileLayout renders the member's page around
// an <Outlet /> (the feed and the board's lists); UserImagesPage is /user-images/:slug.
import { Outlet } from 'react-router';
import { createElement } from 'react';

export function ProfileLayout() {
  return createElement(Outlet);
}
export { UnderConstructionPage as UserImagesPage } from '../../../components/under-construction-page';

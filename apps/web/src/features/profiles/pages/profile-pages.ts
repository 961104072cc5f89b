// The profile area's pages (issue 15), loaded by the router through app/route-modules.ts: ProfileLayout is
// /user/:slug around an <Outlet /> (the feed and the board's lists), UserImagesPage is /user-images/:slug.
export { ProfileLayout } from './profile-layout';
export { UserImagesPage } from './user-images-page';

// The about-us pages (issue 16 items 3 and 4), loaded by the router through app/route-modules.ts.
export { AboutUsPage } from './about-page';
export { AboutUsEditPage } from './about-edit-page';

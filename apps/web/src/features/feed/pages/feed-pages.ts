// The social feature's pages, loaded through app/route-modules.ts: UserFeedPage is the index child of
// /user/:slug, shown inside the member's profile page.
export { UserFeedPage } from './user-feed-page';

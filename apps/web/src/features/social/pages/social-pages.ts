// Scaffold (issue 15): replaced by the feed helper. UserFeedPage is the index child of /user/:slug.
export { UnderConstructionPage as UserFeedPage } from '../../../components/under-construction-page';

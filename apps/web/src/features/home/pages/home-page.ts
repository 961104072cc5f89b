// Scaffold (issue 16): replaced by the home page helper.
export { UnderConstructionPage as HomePage } from '../../../components/under-construction-page';

// Scaffold (issue 16): replaced by the about-us helper.
export {
  UnderConstructionPage as AboutUsPage,
  UnderConstructionPage as AboutUsEditPage,
} from '../../../components/under-construction-page';

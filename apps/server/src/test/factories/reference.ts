// The reference lists (genres, countries, languages, professions …) as the demo seed has them, for a test on
// a database of its own: module tests reach the seeds only through the harness.
export { seedReference as referenceLists } from '../../seed/reference';

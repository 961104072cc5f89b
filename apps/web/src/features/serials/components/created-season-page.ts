import { href } from '../../../lib/routes';

/** Where a new season or episode is shown: its season's page, or the serial list when the answer lacks it. */
export const createdSeasonPage = (answer: { serial_slug?: string | null; season_slug?: string | null }) =>
  answer.serial_slug && answer.season_slug
    ? href('season-detail', { serialSlug: answer.serial_slug, seasonSlug: answer.season_slug })
    : href('serial-list');

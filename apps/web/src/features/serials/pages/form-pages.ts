// The serial, season and episode forms load as one route module (see app/routes/serial-detail-pages.ts for why).
export { EpisodeCreatePage } from './episode-create-page';
export { EpisodeUpdatePage } from './episode-update-page';
export { SeasonCreatePage } from './season-create-page';
export { SeasonImageUpdatePage } from './season-image-update-page';
export { SeasonUpdatePage } from './season-update-page';
export { SerialCreatePage } from './serial-create-page';
export { SerialUpdatePage } from './serial-update-page';

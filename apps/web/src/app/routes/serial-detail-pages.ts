// The serial, season and episode detail pages load as one route module: each lazy import() in the route
// table carries its chunks' preload list into the home page's initial JS, so the serial routes share three.
export { EpisodeDetailPage } from './episode-detail-page';
export { SeasonDetailPage } from './season-detail-page';
export { SerialDetailPage } from './serial-detail-page';

// Every table, one file per domain under schema/, gathered here for Drizzle's relational queries.
export * from './schema/users';
export * from './schema/reference';
export * from './schema/artists';
export * from './schema/movies';
export * from './schema/serials';
export * from './schema/reviews';
export * from './schema/reactions';
export * from './schema/journals';
export * from './schema/imports';
export * from './schema/lists';
export * from './schema/profiles';
export * from './schema/messages';
export * from './schema/institute';
export * from './schema/feed';
export * from './schema/notifications';
export * from './schema/festival';
export * from './schema/revisions';

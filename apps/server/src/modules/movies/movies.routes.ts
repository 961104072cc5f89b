import type { AppContext, ZodApp } from '../../context';

export function registerMovieRoutes(app: ZodApp, ctx: AppContext) {
  void app;
  void ctx;
}

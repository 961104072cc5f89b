import type { AppContext, ZodApp } from '../../context';

export function registerArtistRoutes(app: ZodApp, ctx: AppContext) {
  void app;
  void ctx;
}

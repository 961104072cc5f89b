import type { AppContext, ZodApp } from '../../context';

export function registerReferenceRoutes(app: ZodApp, ctx: AppContext) {
  void app;
  void ctx;
}

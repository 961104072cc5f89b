import type { AppContext, ZodApp } from '../../context';

// The festival (issue 17 items 1 to 3): festivals, annual editions, their awards and film lists.
export function registerFestivalRoutes(_app: ZodApp, _ctx: AppContext) {}

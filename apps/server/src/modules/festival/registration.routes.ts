import type { AppContext, ZodApp } from '../../context';

// Festival registration (issue 17 items 4 to 6): the current edition, guidance, registration, the admin's table.
export function registerFestivalRegistrationRoutes(_app: ZodApp, _ctx: AppContext) {}

import type { ComponentType } from 'react';
import { boardListPages } from './board-list-pages';

// The board's routes under /user/:slug as one lazy module keyed by route name, loaded through
// app/route-modules.ts: each a section of the member's profile page (its <Outlet />).
export const boardPages = boardListPages satisfies Record<string, ComponentType>;

export type BoardRouteName = keyof typeof boardPages;

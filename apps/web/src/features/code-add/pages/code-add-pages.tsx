import type { ComponentType } from 'react';
import { CodeAddScreen } from '../components/code-add-screen';

// The four auto-add routes (part 1 section 2, main contributors) as one lazy module keyed by route name:
// one screen, one kind each.
export const codeAddPages = {
  'auto-add-artist': () => <CodeAddScreen kind="artist" />,
  'auto-add-movie': () => <CodeAddScreen kind="movie" />,
  'auto-add-serial': () => <CodeAddScreen kind="serial" />,
  'auto-update-serial': () => <CodeAddScreen kind="serial_update" />,
} satisfies Record<string, ComponentType>;

export type CodeAddRouteName = keyof typeof codeAddPages;

import type { ComponentType } from 'react';
import type { PersonRef } from '../../../components/people-editor-state';

/** A film the wizard created: its id (what the registration sends) and its name. */
export type FilmRef = { id: number; name: string };

/**
 * The artists' and movies' create forms, handed to the registration wizard by app/routes (features do not
 * import each other): each calls its own create call and answers what it made.
 */
export interface RegistrationSlots {
  /** The artist create form, festival flag on; `onCreated` with the new director. */
  DirectorForm: ComponentType<{ onCreated(director: PersonRef): void }>;
  /** The movie create form, festival flag on, the chosen director in its crew; `onCreated` with the new film. */
  FilmForm: ComponentType<{ director: PersonRef | null; onCreated(film: FilmRef): void }>;
}

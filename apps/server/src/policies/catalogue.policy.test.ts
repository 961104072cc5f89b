import { ROLES, type Role } from '@mfi/contract/roles';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../lib/errors';
import {
  type Action,
  type Actor,
  authorize,
  authorizeUnpublishedList,
  can,
  type CatalogueKind,
  seesUnpublished,
  unpublishedJournalsOf,
} from './catalogue.policy';

// The policy table, written out by hand from part 2 section 6 and issue 11 (an admin holds every
// power role), so a change to the rules shows here as a changed row, not as a silent leak.

const AUTHOR_ID = 7;
type Who = 'guest' | 'member' | Role | 'author publisher';
const users = {
  guest: null,
  member: { id: 1 },
  ...Object.fromEntries(ROLES.map((role, i) => [role, { id: 10 + i, [role]: true }])),
  'author publisher': { id: AUTHOR_ID, publisher: true },
} as Record<Who, Actor>;
const everyone = Object.keys(users) as Who[];
const signedIn = everyone.filter((w) => w !== 'guest');

const TITLES: CatalogueKind[] = ['artist', 'movie', 'serial', 'season', 'episode'];
const KINDS: CatalogueKind[] = [...TITLES, 'journal'];
const catalogueEditors: Who[] = ['contributer', 'admin'];

/** Who may, for each action, kind and publish state. */
function expected(action: Action, kind: CatalogueKind, publish: boolean): Who[] {
  const journal = kind === 'journal';
  switch (action) {
    case 'see':
      if (publish) return everyone;
      return journal ? ['contributer', 'admin', 'author publisher'] : catalogueEditors;
    case 'review':
      return publish ? signedIn : [];
    case 'create':
      return journal ? ['publisher', 'admin', 'author publisher'] : catalogueEditors;
    case 'edit':
    case 'publish':
      return journal ? ['admin', 'author publisher'] : catalogueEditors;
  }
}

describe('the catalogue policy table', () => {
  for (const action of ['see', 'create', 'edit', 'publish', 'review'] as const) {
    for (const kind of KINDS) {
      for (const publish of [true, false]) {
        it(`${action} ${kind} (${publish ? 'published' : 'unpublished'})`, () => {
          const allowed = everyone.filter((who) => can(users[who], action, { kind, publish, authorId: AUTHOR_ID }));
          expect(allowed.sort()).toEqual(expected(action, kind, publish).sort());
        });
      }
    }
  }

  it('hides a published season or episode under an unpublished parent from all but contributors', () => {
    const season = { kind: 'season', publish: true, serialPublish: false } as const;
    const episode = { kind: 'episode', publish: true, seasonPublish: false, serialPublish: true } as const;
    for (const subject of [season, episode]) {
      expect(everyone.filter((who) => can(users[who], 'see', subject)).sort()).toEqual([...catalogueEditors].sort());
      expect(everyone.filter((who) => can(users[who], 'review', subject))).toEqual([]);
    }
  });

  it('lets contributors and admins, no one else, see the unpublished items of every kind', () => {
    for (const kind of KINDS)
      expect(everyone.filter((who) => seesUnpublished(users[who], kind)).sort()).toEqual([...catalogueEditors].sort());
  });
});

const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe('authorize', () => {
  it('answers 404 for an item the user may not see, whoever asks: an unpublished item never leaks', () => {
    expect(statusOf(() => authorize(null, 'see', { kind: 'movie', publish: false }))).toBe(404);
    expect(statusOf(() => authorize(users.publisher, 'see', { kind: 'serial', publish: false }))).toBe(404);
    expect(statusOf(() => authorize(users.contributer, 'review', { kind: 'episode', publish: false }))).toBe(404);
    expect(statusOf(() => authorize(users.contributer, 'see', { kind: 'movie', publish: false }))).toBe(200);
  });

  it('answers 401 for a write without a user and 403 for a write the roles do not allow', () => {
    expect(statusOf(() => authorize(null, 'edit', { kind: 'artist', publish: true }))).toBe(401);
    expect(statusOf(() => authorize(users.member, 'publish', { kind: 'movie', publish: false }))).toBe(403);
    expect(
      statusOf(() => authorize(users.publisher, 'edit', { kind: 'journal', publish: true, authorId: AUTHOR_ID })),
    ).toBe(403);
    expect(
      statusOf(() =>
        authorize(users['author publisher'], 'edit', { kind: 'journal', publish: false, authorId: AUTHOR_ID }),
      ),
    ).toBe(200);
  });

  it('answers 403 to a list of unpublished items asked by someone who may not see them', () => {
    expect(statusOf(() => authorizeUnpublishedList(null, 'movie'))).toBe(403);
    expect(statusOf(() => authorizeUnpublishedList(users.critic, 'season'))).toBe(403);
    expect(statusOf(() => authorizeUnpublishedList(users.admin, 'serial'))).toBe(200);
  });

  it('lets everyone see a user list, and only its owner and an admin edit or delete it', () => {
    const list = { kind: 'list', ownerId: users.member!.id } as const;
    for (const who of everyone) {
      const owns = who === 'member' || who === 'admin';
      expect([who, can(users[who], 'see', list)]).toEqual([who, true]);
      expect([who, can(users[who], 'edit', list), can(users[who], 'delete', list)]).toEqual([who, owns, owns]);
    }
    expect(statusOf(() => authorize(null, 'delete', list))).toBe(401);
    expect(statusOf(() => authorize(users.contributer, 'edit', list))).toBe(403);
    expect(statusOf(() => authorize(users.member, 'delete', list))).toBe(200);
  });

  it('lists every unpublished journal to contributors, their own to a publisher, none to others', () => {
    expect(unpublishedJournalsOf(users.contributer)).toEqual({});
    expect(unpublishedJournalsOf(users['author publisher'])).toEqual({ authorId: AUTHOR_ID });
    expect(statusOf(() => unpublishedJournalsOf(users.member))).toBe(403);
    expect(statusOf(() => unpublishedJournalsOf(null))).toBe(403);
  });
});

import type { NotificationItem, NotificationType } from '@mfi/contract/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

const item = (type: NotificationType, parts: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 1,
  type,
  actor_slug: 'bat',
  actor_name: 'Бат',
  actor_photo: null,
  object_title: null,
  object_title_en: null,
  user_slug: 'saraa',
  message_id: null,
  comment_id: null,
  slug: null,
  serial_slug: null,
  season_slug: null,
  episode_slug: null,
  type_slug: null,
  sub_type_slug: null,
  created_at: '2026-11-24T10:00:00Z',
  seen: false,
  ...parts,
});

const season = { serial_slug: 'tsuvral', season_slug: 'uliral-1' };
const episode = { ...season, episode_slug: 'angi-1' };

describe('where a notification leads', () => {
  it('opens a liked detailed review on its own page', () => {
    expect(notificationHref(item('movie_detailed_review_like', { slug: 'tengeriin-ohin' }))).toBe(
      '/movie-review/saraa/tengeriin-ohin',
    );
    expect(notificationHref(item('season_detailed_review_like', season))).toBe('/season-review/saraa/tsuvral/uliral-1');
    expect(notificationHref(item('episode_detailed_review_like', episode))).toBe(
      '/episode-review/saraa/tsuvral/uliral-1/angi-1',
    );
  });

  it('opens the title’s page for a liked short review, which has no page of its own', () => {
    expect(notificationHref(item('movie_review_like', { slug: 'tengeriin-ohin' }))).toBe(
      '/movie/tengeriin-ohin/detail',
    );
    expect(notificationHref(item('season_review_like', season))).toBe('/serial/tsuvral/uliral-1/detail');
    expect(notificationHref(item('episode_review_like', episode))).toBe('/serial/tsuvral/uliral-1/angi-1/detail');
  });

  it('falls back to the profile when the title is gone, and opens the follower’s profile for a follow', () => {
    expect(notificationHref(item('season_review_like'))).toBe('/user/saraa');
    expect(notificationHref(item('follow'))).toBe('/user/bat');
  });
});

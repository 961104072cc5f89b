import { SHORT_COMMENTS_PER_MINUTE, SHORT_MESSAGES_PER_MINUTE } from '@mfi/contract/limits';
import type { AuthUser } from '../auth/auth-user';
import { tooManyRequests } from './errors';
import { hit, Limit } from './rate-limit';
import type { SharedRedis } from './redis';

// Per-member quotas on what a signed-in user adds to the site (issue 12: one member stored 20 MB in 15 s):
// catalogue creations (movie, serial, artist, season, episode, journal) and forms that carry files, each
// a minute and a day, keyed by user id; and the bytes a member's image library holds. Those who add and fix titles in bulk (the verdict `isStaff`, which
// the caller takes from the catalogue policy) have quotas `staffFactor` times larger. The size of one form is
// bounded by lib/multipart.

export type QuotaSettings = {
  creationsPerMinute: number;
  creationsPerDay: number;
  uploadsPerMinute: number;
  uploadsPerDay: number;
  /** What a member's image library (the editor's uploads, issue 24) may hold, in stored bytes. */
  imageLibraryBytes: number;
  staffFactor: number;
};

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/** Whether a user has the staff's larger quotas. */
export type StaffVerdict = (user: AuthUser) => boolean;

/** A minute's and a day's limit, one pair for members and one for staff. */
class Quota {
  private readonly member: Limit[];
  private readonly staff: Limit[];

  constructor(
    name: string,
    perMinute: number,
    perDay: number,
    staffFactor: number,
    private readonly isStaff: StaffVerdict,
    redis: SharedRedis | undefined,
  ) {
    this.member = [new Limit(`${name}-minute`, perMinute, MINUTE, redis), new Limit(`${name}-day`, perDay, DAY, redis)];
    this.staff = [
      new Limit(`${name}-staff-minute`, perMinute * staffFactor, MINUTE, redis),
      new Limit(`${name}-staff-day`, perDay * staffFactor, DAY, redis),
    ];
  }

  private checks(user: AuthUser): [Limit, string][] {
    const limits = this.isStaff(user) ? this.staff : this.member;
    return limits.map((limit) => [limit, String(user.id)]);
  }

  /** 429 with Retry-After (the longest wait) when the user has none left; nothing is counted. */
  async check(user: AuthUser) {
    const waits = await Promise.all(this.checks(user).map(([limit, key]) => limit.wait(key)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw tooManyRequests('quotaReached', wait);
  }

  /** Refused like `check`, else counted. */
  async spend(user: AuthUser) {
    await this.check(user);
    await Promise.all(this.checks(user).map(([limit, key]) => limit.count(key)));
  }

  /** Gives one back (an attempt that stored nothing). */
  async refund(user: AuthUser) {
    await Promise.all(this.checks(user).map(([limit, key]) => limit.uncount(key)));
  }
}

export class Quotas {
  readonly creations: Quota;
  readonly uploads: Quota;
  /** Short messages and comments on profiles, a minute per member whatever the role (issue 15 item 7). */
  readonly messages: Limit;
  readonly comments: Limit;

  constructor(
    private readonly s: QuotaSettings,
    /** One form's files together, whoever sends it (lib/multipart). */
    readonly requestMax: { bytes: number; files: number },
    private readonly isStaff: StaffVerdict,
    /** Where the counts are shared by every instance (lib/redis); without it, in this process. */
    redis?: SharedRedis,
  ) {
    this.creations = new Quota('creations', s.creationsPerMinute, s.creationsPerDay, s.staffFactor, isStaff, redis);
    this.uploads = new Quota('uploads', s.uploadsPerMinute, s.uploadsPerDay, s.staffFactor, isStaff, redis);
    this.messages = new Limit('short-messages', SHORT_MESSAGES_PER_MINUTE, MINUTE, redis);
    this.comments = new Limit('short-comments', SHORT_COMMENTS_PER_MINUTE, MINUTE, redis);
  }

  /** The bytes the user's image library may hold; the service checks it under the member's row lock. */
  imageLibraryBytes(user: AuthUser) {
    return this.isStaff(user) ? this.s.imageLibraryBytes * this.s.staffFactor : this.s.imageLibraryBytes;
  }

  /** Runs a catalogue create within the user's quota; a create that fails (a 400, say) does not count. */
  async create<T>(user: AuthUser, write: () => Promise<T>): Promise<T> {
    await this.creations.spend(user);
    try {
      return await write();
    } catch (error) {
      await this.creations.refund(user);
      throw error;
    }
  }

  /** Runs a post within the member's `limit` (429 when spent); a post that fails does not count. */
  async post<T>(limit: Limit, user: AuthUser, write: () => Promise<T>): Promise<T> {
    const key = String(user.id);
    await hit([[limit, key]]);
    try {
      return await write();
    } catch (error) {
      await limit.uncount(key);
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's quotas, for lib/multipart (the services reach them as ctx.quotas). */
    quotas: Quotas;
  }
}

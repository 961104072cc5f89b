import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogueCache } from './lib/cache';
import type { Clock } from './lib/clock';
import type { MailSender } from './lib/mail';
import type { PasswordHasher } from './lib/passwords';
import type { Quotas } from './lib/quotas';
import type { SharedRedis } from './lib/redis';
import type { BackgroundTasks } from './lib/background';
import type { AppJobs } from './lib/job-queue';
import type { SmsSender } from './lib/sms';
import type { Storage } from './lib/storage';
import type { AuthLimits } from './modules/accounts/auth-limits';
import type { SessionCache } from './modules/accounts/session-cache';
import type { Importer } from './modules/code-add/importer.service';

/** What the app is built from: real parts in production, the same real parts (with a test clock) in tests. */
export type AppDeps = {
  config: Config;
  database: Database;
  sms: SmsSender;
  mail: MailSender;
  storage: Storage;
  clock: Clock;
};

/** What a module's routes and services receive. */
/**
 * `sessions`: the users behind recent tokens (modules/auth/session-cache). `limits`: the account calls' rate
 * limits; `passwords`: the bounded password hashing; `background`: work that runs after the answer.
 */
export type AppContext = AppDeps & {
  db: Db;
  limits: AuthLimits;
  passwords: PasswordHasher;
  background: BackgroundTasks;
  cache: CatalogueCache;
  sessions: SessionCache;
  /** Per-member creation and upload quotas (lib/quotas). */
  quotas: Quotas;
  /** The TMDB importer's jobs (modules/code-add), null when the site has no TMDB key. */
  importer: Importer | null;
  /** The background jobs (lib/job-queue), started when first needed: the importer's and members' imports. */
  jobs: AppJobs;
  /** The Redis the instances share (lib/redis), null without REDIS_URL: the limits, sessions and cache are handed it at build. */
  redis: SharedRedis | null;
};

/**
 * The few parts of the context a service function uses (`ServiceDeps<'db' | 'cache'>`): its signature says
 * what a test must build and what it cannot reach; the routes may still pass the whole `ctx`.
 */
export type ServiceDeps<K extends keyof AppContext> = Pick<AppContext, K>;

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogueCache } from './lib/cache';
import type { Clock } from './lib/clock';
import type { MailSender } from './lib/mail';
import type { RateLimiter } from './lib/rate-limit';
import type { SmsSender } from './lib/sms';
import type { Storage } from './lib/storage';
import type { SessionCache } from './modules/auth/session-cache';

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
/** `sessions`: the users behind recent tokens (modules/auth/session-cache). */
export type AppContext = AppDeps & { db: Db; limiter: RateLimiter; cache: CatalogueCache; sessions: SessionCache };

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

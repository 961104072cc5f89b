import type { Config } from '../../config';
import { Limit } from '../../lib/rate-limit';
import type { SharedRedis } from '../../lib/redis';
import { LoginGuard } from './login-guard';

const MINUTE = 60;

/** The account calls' limits, one set per app (lib/rate-limit). */
export type AuthLimits = {
  login: LoginGuard;
  /** Signup and every call that sends a code: 5 a minute per address and per phone, e-mail or username (issue 2). */
  codeCalls: Limit;
  /** Code confirmations: 20 a minute per address (each code also dies after five wrong tries). */
  activations: Limit;
  /** Reset links: 5 a minute per address and per e-mail. */
  resetRequests: Limit;
};

/** With `redis`, every instance counts together (lib/rate-limit). */
export function createAuthLimits(config: Config, redis?: SharedRedis): AuthLimits {
  return {
    login: new LoginGuard(config.loginLimitPerMinute, redis),
    codeCalls: new Limit('code-calls', 5, MINUTE, redis),
    activations: new Limit('activations', 20, MINUTE, redis),
    resetRequests: new Limit('reset-requests', 5, MINUTE, redis),
  };
}

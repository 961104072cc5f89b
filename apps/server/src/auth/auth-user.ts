/**
 * The signed-in member as the server knows them: who, which power roles they hold, and the festival
 * entrant flag `ustga` (a right to register films, not a role: policies/festival.policy.ts). Read from the
 * token by `plugins/auth.ts`; modules, policies and lib take it as a plain value.
 */
export type AuthUser = {
  id: number;
  username: string;
  slug: string;
  contributer: boolean;
  main_contributer: boolean;
  publisher: boolean;
  critic: boolean;
  admin: boolean;
  ustga: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    authToken: string | null;
  }
}

/**
 * The signed-in member as the server knows them: who, and which power roles they hold. Read from the
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
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    authToken: string | null;
  }
}

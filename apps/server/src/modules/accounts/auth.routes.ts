import { z, type ZodType } from 'zod';
import {
  activateRequest,
  changePhoneRequest,
  emailUndoRequest,
  loginRequest,
  loginResponse,
  reactivateRequest,
  resendCodeRequest,
  resetPasswordConfirmRequest,
  resetPasswordRequest,
  revokeSessionRequest,
  sessionsResponse,
  shortProfileResponse,
  signupRequest,
  signupResponse,
  statusResponse,
} from '@mfi/contract/accounts.schemas';
import type { AppContext, ZodApp } from '../../context';
import { noStore, requireUser } from '../../auth/guards';
import { login, logout, shortProfile } from './auth.service';
import { undoEmailChange } from './email-change.service';
import { deviceCookie, deviceFrom } from './login-guard';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { listSessions, revokeSessions } from './sessions.service';
import { activate, changePhone, reactivate, resendCode, signup } from './signup.service';

// Part 1 sections 5, 7 (Session) and 8. Paths keep the original server's spelling and trailing slashes.
const tags = ['accounts'];
const codeSent = statusResponse.extend({ wait: z.number().describe('seconds until another code may be asked for') });
/** A 204 answer in the OpenAPI document (part 1 section 7: logout and the reset calls); type null leaves out its content. */
const noContent = { 204: z.null().meta({ type: 'null', description: 'No content' }) };

export function registerAuthRoutes(app: ZodApp, ctx: AppContext) {
  // Tokens, codes and account details: no cache keeps any answer of these calls (signed-in calls
  // elsewhere get the same header from plugins/auth).
  app.addHook('onSend', noStore);

  app.post(
    '/v1/token/login/',
    {
      config: { writes: 'none' },
      schema: { tags, summary: 'Log in; answers a token', body: loginRequest, response: { 200: loginResponse } },
    },
    async (req, reply) => {
      const client = { ip: req.ip, device: deviceFrom(req.headers.cookie), userAgent: req.headers['user-agent'] };
      const { body, device } = await login(ctx, client, req.body);
      // The device cookie makes this browser a known client of the account (login-guard.ts).
      return reply.header('set-cookie', deviceCookie(device, ctx.config.publicUrl)).send(body);
    },
  );

  app.post(
    '/v1/token/logout/',
    {
      config: { writes: 'none' },
      schema: { tags, summary: 'Revoke the token in use', security: [{ apiKey: [], token: [] }], response: noContent },
      onRequest: requireUser,
    },
    async (req, reply) => {
      await logout(ctx, req.authToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/api/v-user-profile-short/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s short profile, role flags and powers (what the web opens to them)',
        security: [{ apiKey: [], token: [] }],
        response: { 200: shortProfileResponse },
      },
      onRequest: requireUser,
    },
    (req) => shortProfile(ctx, req.user!.id),
  );

  app.get(
    '/user/api/v-user-sessions/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s live sessions (tokens), the latest used first',
        security: [{ apiKey: [], token: [] }],
        response: { 200: sessionsResponse },
      },
      onRequest: requireUser,
    },
    (req) => listSessions(ctx, req.user!.id, req.authToken),
  );

  app.post(
    '/user/api/v-user-session-revoke/',
    {
      config: { writes: 'none' },
      schema: {
        tags,
        summary: 'End one of your sessions ({id}; 404 when it is not yours) or all but this one ({all_others: true})',
        security: [{ apiKey: [], token: [] }],
        body: revokeSessionRequest,
        response: noContent,
      },
      onRequest: requireUser,
    },
    async (req, reply) => {
      await revokeSessions(ctx, req.user!.id, req.authToken, req.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/',
    {
      config: { writes: 'none' },
      schema: {
        tags,
        summary: 'Sign up: an inactive account and an SMS code',
        body: signupRequest,
        response: { 201: signupResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await signup(ctx, req.ip, req.body)),
  );

  // The activation code calls a guest makes, limited by the caller's address (part 1 section 5).
  const codeCall = <B extends ZodType, R extends ZodType>(
    path: string,
    summary: string,
    body: B,
    response: R,
    call: (ctx: AppContext, ip: string, body: z.output<B>) => Promise<z.input<R>>,
  ) =>
    app.post(
      path,
      {
        config: { writes: 'none' },
        schema: { tags, summary, body: body as ZodType, response: { 200: response as ZodType } },
      },
      (req) => call(ctx, req.ip, req.body as z.output<B>),
    );
  codeCall('/user-activate/', 'Confirm an SMS code', activateRequest, statusResponse, activate);
  codeCall(
    '/user-resend-code/',
    'Send the pending code again (waits 60 s, then 120 s, …)',
    resendCodeRequest,
    codeSent,
    resendCode,
  );
  codeCall(
    '/user-reactivate-code/',
    'New activation code for an inactive account',
    reactivateRequest,
    codeSent,
    reactivate,
  );
  codeCall(
    '/user-changephone-code/',
    'Move an inactive account to a new phone; the code goes there',
    changePhoneRequest,
    codeSent,
    changePhone,
  );

  app.post(
    '/v1/users/reset_password/',
    {
      config: { writes: 'none' },
      schema: {
        tags,
        summary: 'Mail a password reset link (204 for any address)',
        body: resetPasswordRequest,
        response: noContent,
      },
    },
    async (req, reply) => {
      const mailLink = await requestPasswordReset(ctx, req.ip, req.body);
      ctx.background.afterAnswer(reply.raw, 'password reset mail', mailLink);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user-email-undo/',
    {
      // The member's own pages show them their e-mail (profile.after-write.ts).
      config: { writes: 'profile' },
      schema: {
        tags,
        summary:
          'Put back the e-mail an account had, from the link mailed to that address (7 days, once); signs the account out everywhere',
        body: emailUndoRequest,
        response: noContent,
      },
    },
    async (req, reply) => {
      await undoEmailChange(ctx, req.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/reset_password_confirm/',
    {
      config: { writes: 'none' },
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: resetPasswordConfirmRequest,
        response: noContent,
      },
    },
    async (req, reply) => {
      await confirmPasswordReset(ctx, req.body);
      return reply.status(204).send(null);
    },
  );
}

import path from 'node:path';
import { z } from 'zod';

// Every setting comes from the environment, read once here (ARCHITECTURE section 10).
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  API_KEY: z.string().min(1).default('mfi-dev-key'),
  PUBLIC_URL: z.string().optional(),
  SMS_DRIVER: z.enum(['file', 'http']).optional(),
  SMS_HTTP_URL: z.string().optional(),
  MAIL_DRIVER: z.enum(['file', 'smtp']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MFI <no-reply@mfi.mn>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  apiKey: string;
  publicUrl: string;
  sms: { driver: 'file' | 'http'; httpUrl?: string };
  mail: { driver: 'file' | 'smtp'; smtpUrl?: string; from: string };
  webDist: string;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    apiKey: e.API_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Outside production, codes and links land in $DATA_DIR/outbox so they are real and testable offline.
    sms: { driver: e.SMS_DRIVER ?? (production ? 'http' : 'file'), httpUrl: e.SMS_HTTP_URL },
    mail: { driver: e.MAIL_DRIVER ?? (production ? 'smtp' : 'file'), smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { server } from './browser';

function read<T>(file: string): T[] {
  const full = path.join(server().dataDir, 'outbox', file);
  if (!fs.existsSync(full)) return [];
  return fs
    .readFileSync(full, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

/** The newest SMS code sent to a phone, waiting briefly for it to arrive. */
export async function codeSentTo(phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = read<{ to: string; code: string }>('sms.jsonl')
      .filter((m) => m.to === phone)
      .at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No SMS to ${phone}`);
}

/** The newest link mailed to an address. */
export async function linkMailedTo(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const link = read<{ to: string; link: string }>('mail.jsonl')
      .filter((m) => m.to === email)
      .at(-1)?.link;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${email}`);
}

/** The newest 6-digit code mailed to an address (the festival registration's address confirmation). */
export async function codeMailedTo(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = read<{ to: string; text: string }>('mail.jsonl')
      .filter((m) => m.to === email)
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code mailed to ${email}`);
}

import type { Config } from '../config';
import { appendToOutbox } from './outbox';

export type SmsMessage = { to: string; text: string; code?: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };

/** `file`: a JSON line in $DATA_DIR/outbox/sms.jsonl. `http`: a GET or POST to the gateway's URL template. */
export function createSmsSender(config: Config): SmsSender {
  if (config.sms.driver === 'http') {
    const template = config.sms.httpUrl;
    if (!template) throw new Error('SMS_DRIVER=http needs SMS_HTTP_URL, e.g. https://gw/send?to={to}&text={text}');
    return {
      async send({ to, text }) {
        const url = template.replace('{to}', encodeURIComponent(to)).replace('{text}', encodeURIComponent(text));
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  return {
    send: ({ to, text, code }) =>
      appendToOutbox(config.dataDir, 'sms.jsonl', { to, text, code, at: new Date().toISOString() }),
  };
}

import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { appendToOutbox } from './outbox';

export type MailMessage = { to: string; subject: string; text: string; link?: string };
export type MailSender = { send(message: MailMessage): Promise<void> };

/** `file`: a JSON line in $DATA_DIR/outbox/mail.jsonl. `smtp`: nodemailer on SMTP_URL. */
export function createMailSender(config: Config): MailSender {
  if (config.mail.driver === 'smtp') {
    if (!config.mail.smtpUrl) throw new Error('MAIL_DRIVER=smtp needs SMTP_URL, e.g. smtp://user:pass@host:587');
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from: config.mail.from, to, subject, text });
      },
    };
  }
  return {
    send: ({ to, subject, text, link }) =>
      appendToOutbox(config.dataDir, 'mail.jsonl', { to, subject, text, link, at: new Date().toISOString() }),
  };
}

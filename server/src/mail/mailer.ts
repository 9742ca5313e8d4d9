import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Never rejects: a failure is logged, so mail can never undo what was already committed. */
  send(msg: MailMessage): Promise<void>;
  /** Resolves once every send started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>;

/** SMTP when SMTP_URL is set; otherwise RFC 822 `.eml` files in DATA_DIR/outbox (DESIGN §1, §3). */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  const log = logger.child({ module: 'mail' });
  const smtp = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : null;
  const stream = smtp ? null : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<void>>();

  async function deliver(msg: MailMessage): Promise<void> {
    const mail = { from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html };
    if (smtp) {
      const info = await smtp.sendMail(mail);
      log.info({ messageId: info.messageId, subject: msg.subject }, 'mail sent');
      return;
    }
    const info = await stream!.sendMail(mail);
    const file = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
    await mkdir(config.outboxDir, { recursive: true });
    await writeFile(path.join(config.outboxDir, file), info.message as Buffer);
    log.info({ file, subject: msg.subject }, 'mail written to the outbox');
  }

  return {
    send(msg) {
      const p = deliver(msg).catch((err: unknown) => {
        log.warn({ err, subject: msg.subject }, 'mail could not be sent');
      });
      pending.add(p);
      void p.finally(() => pending.delete(p));
      return p;
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/**
 * Outgoing mail over SMTP (nodemailer). Without SMTP settings mails are skipped with a warning; the
 * invitation link is still returned by the API, so an administrator can pass it on by hand.
 */
import nodemailer, { type TransportOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from './auth-config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(smtp: SmtpConfig | undefined, log: FastifyBaseLogger): Mailer {
  if (!smtp) {
    return {
      async send(mail) {
        // Never log the body: it carries a one-time link.
        log.warn({ subject: mail.subject }, 'SMTP is not configured (SMTP_URL or SMTP_HOST); mail not sent');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtp.transport as TransportOptions);
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

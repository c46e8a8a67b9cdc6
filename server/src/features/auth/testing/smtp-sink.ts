/** A local SMTP server (smtp-server) that parses every mail it receives (mailparser), for the mail tests. */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The oldest mail to this address not yet returned, waiting for it when none has arrived. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          mails.push({ to: to ?? '', subject: m.subject ?? '', text: m.text ?? '' });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((m) => m.to.includes(to) && !taken.has(m));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return new URL(m[0]);
}

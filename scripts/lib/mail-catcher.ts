import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as the SMTP server received it, decoded enough to read it as a person would. */
export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * Reads a received email with `mailparser` (the parser of the nodemailer project, which wrote it): MIME parts,
 * transfer encodings and RFC 2047 subjects are its job. Only what the tests read is kept, as the catcher always
 * gave it: the raw header lines by lower-cased name, the subject, the text part and the HTML part ('' when absent),
 * not a text made from the HTML or an HTML made from the text.
 */
export async function parseMail(raw: string, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return {
    to,
    headers,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    raw,
  };
}

/** The first link of `mail`'s text that starts with `prefix` (e.g. `http://app.test/verify-email`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the email "${mail.subject}":\n${mail.text}`);
  return link;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every email received so far. */
  received: ReceivedMail[];
  /** The next email to `to` not yet taken by `next`, waiting for it up to `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps every email it receives, on a free local port or on
 * `port` (to bring up a server the app was already told about, as after an outage).
 */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        ).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const listeningPort = await new Promise<number>((resolve) => {
    const listening = server.listen(port, '127.0.0.1', () => resolve((listening.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${listeningPort}`,
    received,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((candidate) => !taken.has(candidate) && candidate.to.includes(to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline)
          throw new Error(
            `no email to ${to} within ${timeoutMs} ms (received: ` +
              `${received.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SinkMail {
  to: string;
  subject: string;
  body: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** The port asked for, when another program held it and the sink took a free one instead. */
  taken?: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server that accepts every message and hands it to `onMail`: the
 * platform's mail goes through actual SMTP in development and tests, and nothing
 * leaves the machine. Listens on 127.0.0.1 only. When the port is taken (a second
 * platform on the same machine), it listens on a free port instead and says which was
 * taken: the platform sends to wherever its own sink listens.
 */
export async function startSmtpSink(
  port: number,
  onMail: (mail: SinkMail) => void | Promise<void>,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        Promise.resolve(onMail({ to, raw, ...parseMail(raw) })).then(() => callback(), callback);
      });
    },
  });
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      server.once('error', failed);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', failed);
        resolve();
      });
    });
  let taken: number | undefined;
  try {
    await listen(port);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw err;
    taken = port;
    await listen(0);
  }
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    ...(taken !== undefined ? { taken } : {}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject and plain-text body of a simple nodemailer message (quoted-printable aware). */
export function parseMail(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(\r?\n--|$)/i.exec(raw);
  if (textPart?.[1]) body = textPart[1];
  if (/quoted-printable/i.test(raw)) {
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return { subject: decodeHeader(subject), body: body.trim() };
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/g, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

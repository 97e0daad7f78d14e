import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SinkMail, type SmtpSink } from '../../../server/services/mail/smtp-sink';

/** Hold a loopback port the way a first platform's sink holds 2525. */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (holder.address() as net.AddressInfo).port,
    release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}

const open: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

describe('the development SMTP sink on a machine where its port is taken (a second npm start)', () => {
  it('listens on a free port instead, says which port was taken, and still receives mail', async () => {
    const held = await holdPort();
    try {
      const mails: SinkMail[] = [];
      const sink = await startSmtpSink(held.port, (m) => void mails.push(m));
      open.push(sink);
      expect(sink.taken).toBe(held.port);
      expect(sink.port).not.toBe(held.port);
      await nodemailer
        .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
        .sendMail({ from: 'a@tessera.test', to: 'b@tessera.test', subject: 'Hello', text: 'It arrived.' });
      expect(mails).toMatchObject([{ to: 'b@tessera.test', subject: 'Hello', body: 'It arrived.' }]);
    } finally {
      await held.release();
    }
  });

  it('takes the port asked for when it is free, and says nothing was taken', async () => {
    const held = await holdPort();
    await held.release();
    const sink = await startSmtpSink(held.port, () => undefined);
    open.push(sink);
    expect(sink.port).toBe(held.port);
    expect(sink.taken).toBeUndefined();
  });
});

// A real SMTP server (smtp-server) standing in for the far end of mail: it accepts every message on loopback and
// keeps what it was sent, so a test reads the mail the product's nodemailer transport delivered.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function smtpStandIn(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A local SMTP server started by a test (smtp-server), collecting what the product sends: no mail leaves the
// machine, and the test reads recipients and text as a mail client would receive them.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body. */
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `count` mails have arrived (delivery is asynchronous to the request that caused it). */
export async function waitForMail(smtp: LocalSmtp, count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (smtp.received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${smtp.received.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return smtp.received;
}

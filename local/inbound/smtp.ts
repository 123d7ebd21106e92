/**
 * The local runtime's mail receiver: SMTP on 127.0.0.1, so a mail client (or `swaks`, or a test)
 * can answer a turn mail as it would answer a deployed one. Only mail to the reply domain is taken
 * (RCPT TO anything else: 550); no TLS (STARTTLS is not offered: this is loopback only), no AUTH,
 * messages up to MAX_MESSAGE_BYTES. Each accepted message goes to the reply use case with its
 * envelope recipients, as SES's function hands it the stored message.
 */
import { SMTPServer } from 'smtp-server';
import type { ReceiveOptions } from '../../lambdas/app/inbound/receive-reply.js';

/** The largest message taken (SIZE is announced; a larger one gets 552). */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface LocalSmtp {
  readonly port: number;
  stop(): Promise<void>;
}

export interface LocalSmtpOptions {
  /** 0: a free port. */
  readonly port: number;
  /** Mail is taken for addresses at this domain only. */
  readonly domain: string;
  readonly receive: (raw: Uint8Array, opts: ReceiveOptions) => Promise<unknown>;
  readonly log: (line: string) => void;
}

export async function startLocalSmtp(opts: LocalSmtpOptions): Promise<LocalSmtp> {
  const suffix = `@${opts.domain.toLowerCase()}`;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Whitechapel local reply receiver',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(suffix)) return callback();
      const refused = Object.assign(new Error(`only mail to ${suffix} is taken here`), { responseCode: 550 });
      return callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (e: Error) => callback(e));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        opts
          .receive(Buffer.concat(chunks), { envelopeRecipients: recipients })
          .then(() => callback())
          .catch((e: unknown) => {
            opts.log(`smtp: the reply could not be handled: ${String(e)}`);
            callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  server.on('error', (e) => opts.log(`smtp error: ${String(e)}`));
  const port = await new Promise<number>((resolve, reject) => {
    const net = server.listen(opts.port, '127.0.0.1', () => {
      const address = net.address();
      resolve(typeof address === 'object' && address ? address.port : opts.port);
    });
    net.once('error', reject);
  });
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** X-Brokkie-Mail-Kind. */
  kind: string;
  subject: string;
  /** The message without its per-message parts (Message-ID, Date, MIME boundary): two copies of one mail are equal. */
  content: string;
}

/**
 * The SMTP server every instance sends its e-mail to (SMTP_URL), as a deployment has one: a real
 * SMTP server (smtp-server) on a loopback port that keeps every message it is handed, so a mail
 * sent twice — by two instances, or twice by one — shows as two messages.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.mails.push(
            parseMail(
              session.envelope.rcptTo.map((recipient) => recipient.address),
              Buffer.concat(chunks).toString('utf8'),
            ),
          );
          callback();
        });
      },
    });
    const listening = this.server.listen(0, '127.0.0.1');
    await once(listening, 'listening');
    return `smtp://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  /** The mails to `address` of `kind`. */
  to(address: string, kind?: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()) && (kind === undefined || mail.kind === kind));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function parseMail(to: string[], raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(head)?.[1];
  let content = raw.slice(split).trim();
  if (boundary) content = content.split(boundary).join('BOUNDARY');
  return { to: to.map((address) => address.toLowerCase()), kind: header('X-Brokkie-Mail-Kind'), subject: header('Subject'), content };
}

export interface S3Request {
  method: string;
  path: string;
  authorization: string;
}

/**
 * The object storage every instance keeps pet photos in (S3_*), as a deployment has one: s3rver,
 * a local S3-compatible server (path-style buckets, objects on disk, S3's XML errors), on a
 * loopback port with one bucket. It checks the access key of each request but not the AWS
 * Signature V4 itself (apps/api/test/modules/animal/image-storage.test.ts checks the signing);
 * every request it receives is recorded.
 */
export class LocalS3 {
  static readonly accessKeyId = 'S3RVER';
  static readonly secretAccessKey = 'S3RVER';
  readonly requests: S3Request[] = [];
  private server: S3rver | undefined;
  private directory = '';

  constructor(readonly bucket: string) {}

  async start(): Promise<string> {
    this.directory = mkdtempSync(path.join(tmpdir(), 'brokkie-s3-'));
    this.server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: this.directory, configureBuckets: [{ name: this.bucket }] });
    const { port } = await this.server.run();
    this.server.httpServer?.prependListener('request', (request) => {
      this.requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: String(request.headers.authorization ?? '') });
    });
    return `http://127.0.0.1:${port}`;
  }

  /** The settings that make an API instance keep its photos here. */
  settings(endpoint: string): Record<string, string> {
    return {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: this.bucket,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: LocalS3.accessKeyId,
      S3_SECRET_ACCESS_KEY: LocalS3.secretAccessKey,
    };
  }

  async stop(): Promise<void> {
    await this.server?.close();
    if (this.directory) rmSync(this.directory, { recursive: true, force: true });
  }
}

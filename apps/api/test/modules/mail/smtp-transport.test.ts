import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { SmtpTransport } from '../../../src/modules/mail/mail-transport.ts';
import { renderMail } from '../../../src/modules/mail/mail-templates.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
let server: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = server.listen(0, '127.0.0.1');
  await once(listening, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The decoded text of a quoted-printable MIME body. */
function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

describe('the SMTP adapter', () => {
  it('delivers a rendered message to the SMTP server', async () => {
    const transport = new SmtpTransport(smtpUrl, 'Brokkie <no-reply@brokkie.be>');
    try {
      await transport.send(renderMail('welcome', 'en', 'new.owner@example.com', { name: 'Sam', actionUrl: 'http://localhost:3000/en/dashboard' }));
    } finally {
      await transport.close();
    }
    const message = inbox.at(-1)!;
    expect(message.from).toBe('no-reply@brokkie.be');
    expect(message.to).toEqual(['new.owner@example.com']);
    expect(message.raw).toContain('Subject: Welcome to Brokkie!');
    expect(message.raw).toContain('X-Brokkie-Mail-Kind: welcome');
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(message.raw).toMatch(/Content-Type: text\/plain/);
    expect(message.raw).toMatch(/Content-Type: text\/html/);
    expect(decodeQuotedPrintable(message.raw)).toContain('http://localhost:3000/en/dashboard');
  });

  it('carries the password reset mail of the identity service when SMTP is the transport', async () => {
    let api: TestApi | undefined;
    const transport = new SmtpTransport(smtpUrl, 'Brokkie <no-reply@brokkie.be>');
    try {
      api = await createTestApi({ mailTransport: transport });
      const email = uniqueEmail('smtp');
      await new TestBrowser(api.app, '10.0.5.1').signUp(email, 'woofwoof42');
      const response = await new TestBrowser(api.app, '10.0.5.2').request('POST', '/api/auth/request-password-reset', {
        body: { email },
        headers: { 'accept-language': 'de-DE' },
      });
      expect(response.statusCode).toBe(200);
      // The reset mail goes out after the answer (it must take as long for an unknown address).
      const message = await vi.waitFor(
        () => {
          const found = inbox.find((received) => received.to.includes(email) && received.raw.includes('password_reset'));
          if (!found) throw new Error('no reset mail yet');
          return found;
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(decodeQuotedPrintable(message.raw)).toMatch(/http:\/\/localhost\/de\/reset-password\/[\w-]+/);
      // Nothing went to the development mailbox.
      const mailbox = await api.app.inject({ method: 'GET', url: `/api/dev/mailbox/?to=${encodeURIComponent(email)}` });
      expect(mailbox.json().count).toBe(0);
    } finally {
      await api?.close();
    }
  }, 120_000); // boots the whole API with its identity service: slow on a loaded 2-core machine
});

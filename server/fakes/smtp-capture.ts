/**
 * The demo's and the tests' mail server: a real SMTP server (smtp-server) on loopback that accepts every
 * message and keeps it, parsed (mailparser), so a person or a test can read what the portal really sent.
 * Plain SMTP without TLS or authentication: production refuses such an SMTP_URL (server/config.ts).
 * `stop()` and `start()` again on the same port play a mail server that is down for a while.
 *
 * GET /messages?to=<address> on its HTTP port lists the messages received (newest first).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  receivedAt: string;
  from: string;
  to: string[];
  messageId: string | null;
  subject: string;
  text: string;
  html: string;
  language: string | null;
  /** The multipart structure's content types (multipart/alternative with text/plain and text/html). */
  contentType: string | null;
  raw: string;
}

export interface SmtpCapture {
  readonly port: number;
  readonly url: string;
  readonly messages: readonly CapturedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSmtpCapture(options: { host?: string; port?: number } = {}): SmtpCapture {
  const host = options.host ?? '127.0.0.1';
  let port = options.port ?? 0;
  const messages: CapturedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${host}:${port}`;
    },
    messages,
    async start() {
      if (server) return;
      const smtp = new SMTPServer({
        name: 'pension-portal-fake-smtp',
        banner: 'fake mail server of the pension portal demo',
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks);
            simpleParser(raw)
              .then((mail) => {
                messages.push({
                  receivedAt: new Date().toISOString(),
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  messageId: mail.messageId ?? null,
                  subject: mail.subject ?? '',
                  text: mail.text ?? '',
                  html: typeof mail.html === 'string' ? mail.html : '',
                  language: (mail.headers.get('content-language') as string | undefined) ?? null,
                  contentType:
                    (mail.headers.get('content-type') as { value?: string } | undefined)?.value ?? null,
                  raw: raw.toString('utf8'),
                });
                callback();
              })
              .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(port, host, () => {
          smtp.off('error', reject);
          resolve();
        });
      });
      port = (smtp.server.address() as AddressInfo).port;
      server = smtp;
    },
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** The capture's reader: GET /messages?to=… (JSON, newest first, without the raw text). */
export async function startCaptureReader(
  capture: SmtpCapture,
  options: { host?: string; port?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = capture.messages
      .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
      .map(({ raw: _raw, ...mail }) => mail)
      .reverse();
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ messages: list }));
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, host, resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

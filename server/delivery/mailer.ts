/**
 * E-mail over SMTP with nodemailer (SMTP_URL, MAIL_FROM): one multipart/alternative message (plain text
 * and HTML, UTF-8; nodemailer encodes a subject with Lithuanian letters as an RFC 2047 encoded word), with
 * the language in Content-Language and a Message-ID made from the outbox row, so a receiver can tell a
 * repeat from a new message.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: 'lt' | 'en';
  /** The Message-ID, e.g. `<outbox-42@pensijos.example.lt>`. */
  messageId: string;
}

export interface Mailer {
  /** Resolves with the server's answer when the message was accepted; throws a DeliveryError otherwise. */
  send(message: MailMessage): Promise<{ accepted: string }>;
  close(): void;
}

/** A failure worth another try (server down, 4xx) or not (5xx: the address or the message is refused). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  message?: string;
}

export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  // The URL's own settings (host, port, TLS, credentials) with our timeouts on top.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          headers: { 'Content-Language': message.language },
          textEncoding: 'quoted-printable',
        });
        return { accepted: info.response };
      } catch (error) {
        const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
        const permanent = typeof failure.responseCode === 'number' && failure.responseCode >= 500;
        throw new DeliveryError(
          `SMTP ${failure.responseCode ?? failure.code ?? 'error'}: ${failure.message ?? String(error)}`,
          permanent,
        );
      }
    },
    close() {
      transport.close();
    },
  };
}

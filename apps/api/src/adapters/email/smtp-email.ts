import { createTransport } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email.ts';

export interface SmtpEmailOptions {
  /** smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465. */
  url: string;
  /** The sender shoppers see: `Vanya Naturals <orders@example.in>`. */
  from: string;
  timeoutMs?: number;
}

/** E-mail through any SMTP server (the shop's mail provider) with nodemailer, over one pooled connection. */
export class SmtpEmail implements EmailSender {
  readonly name = 'smtp';
  readonly #transport;
  readonly #from: string;

  constructor({ url, from, timeoutMs = 15_000 }: SmtpEmailOptions) {
    const { protocol, hostname, port, username, password } = new URL(url);
    this.#transport = createTransport({
      pool: true,
      maxConnections: 2,
      host: hostname,
      port: port ? Number(port) : protocol === 'smtps:' ? 465 : 587,
      secure: protocol === 'smtps:',
      // A server that offers STARTTLS must use it: order e-mails carry names, addresses and invoices.
      requireTLS: protocol === 'smtp:' && hostname !== 'localhost' && hostname !== '127.0.0.1',
      ...(username
        ? { auth: { user: decodeURIComponent(username), pass: decodeURIComponent(password) } }
        : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    this.#from = from;
  }

  async send({ to, subject, text, html, attachments = [] }: EmailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.#from, to, subject, text, html, attachments });
  }

  close(): void {
    this.#transport.close();
  }
}

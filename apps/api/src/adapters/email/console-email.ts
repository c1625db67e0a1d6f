import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmailMessage, EmailSender } from './email.ts';

/**
 * The default: appends each message as one JSON line to DATA_DIR/outbox/email.jsonl and writes its attachments
 * as files beside it (outbox/email-files/), so a developer can open the invoice a shopper would get.
 */
export class ConsoleEmail implements EmailSender {
  readonly name = 'console';
  readonly outboxFile: string;
  readonly attachmentsDir: string;

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {
    this.outboxFile = path.join(dataDir, 'outbox', 'email.jsonl');
    this.attachmentsDir = path.join(dataDir, 'outbox', 'email-files');
  }

  async send({ to, subject, text, html, attachments = [] }: EmailMessage): Promise<void> {
    await mkdir(this.attachmentsDir, { recursive: true });
    const saved = await Promise.all(
      attachments.map(async ({ filename, content, contentType }) => {
        // The name comes from our own data, but a file name never gets to choose its folder.
        const safeName = path.basename(filename).replace(/[^\w.-]+/g, '_');
        const file = path.join(this.attachmentsDir, `${randomUUID().slice(0, 8)}-${safeName}`);
        await writeFile(file, content);
        return { filename, contentType, bytes: content.length, file };
      }),
    );
    const line = { to, subject, text, html, attachments: saved, at: new Date().toISOString() };
    await appendFile(this.outboxFile, `${JSON.stringify(line)}\n`);
    this.log(`E-mail to ${to}: ${subject}${saved.length ? ` (${saved.map((a) => a.file).join(', ')})` : ''}`);
  }
}

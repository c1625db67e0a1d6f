export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** Sends e-mail to shoppers. A failure to hand the message over throws; whether it arrives is not known. */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
  /** Lets go of open connections, on shutdown. */
  close?(): void;
}

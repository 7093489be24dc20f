// Sends mail through SMTP with nodemailer. Every sender in the product (reminders, reports, password resets,
// the contact form) takes a Mailer, so tests hand it one pointed at a local SMTP server they start.
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go (the contact form's sender). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'from'>): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
    },
    close() {
      transport.close();
    },
  };
}

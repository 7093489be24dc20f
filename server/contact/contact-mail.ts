// The contact form's messages, passed on by mail to CONTACT_TO with Reply-To set to the sender, so the team
// answers from their own mail client.
import type { Mailer } from '../mail/mailer';
import type { ContactMessage } from './contact-service';

export function mailContactMessagesTo(mailer: Mailer, contactTo: string): (message: ContactMessage) => Promise<void> {
  return async (message) => {
    await mailer.send({
      to: contactTo,
      replyTo: `${message.name} <${message.email}>`,
      subject: `[DegreeMate contact] ${message.subject || `Message from ${message.name}`}`,
      text: [`From: ${message.name} <${message.email}>`, `Received: ${message.received_at}`, '', message.message].join('\n'),
    });
  };
}

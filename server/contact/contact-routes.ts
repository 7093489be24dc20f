// POST /api/contact/: the public contact form delivers. Open without a token, limited per client
// address, with a honeypot field robots fill in and people never see: such a message is answered like any
// other and dropped. A message is stored once per id (a browser resends one it queued offline), and handed
// to `deliver` (email to CONTACT_TO when mail is configured) when it is new.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { limitPerAddress } from '../http/address-rate-limit';
import { errorSchema } from '../http/common-schemas';
import { ContactMessageSchema, ContactReceiptSchema } from './contact-schemas';
import { storeContactMessage, type ContactMessage } from './contact-service';

export interface ContactOptions {
  /** Messages per address per minute (default 5). */
  messagesPerMinute?: number;
  /** Passes a new message on (e.g. by email); a failure is logged, the message stays stored. */
  deliver?: (message: ContactMessage) => Promise<void>;
}

export const contactRoutes: FastifyPluginAsyncTypebox<{ db: Database; options: ContactOptions }> = async (app, { db, options }) => {
  const perAddress = limitPerAddress(app, options.messagesPerMinute ?? 5, 'contact');
  app.post(
    '/contact/',
    {
      config: { public: true },
      onRequest: perAddress,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the DegreeMate team.',
        security: [],
        body: ContactMessageSchema,
        response: {
          200: ContactReceiptSchema,
          400: errorSchema('Validation failed: `errors` says which field and why.'),
          429: errorSchema('Too many messages from this address: wait for Retry-After seconds.'),
        },
      },
    },
    async (request) => {
      const { website, ...message } = request.body;
      if (website) return { id: message.id, received_at: new Date().toISOString() };
      const stored = await storeContactMessage(db.orm, { ...message, subject: message.subject ?? '' });
      if (stored.created && options.deliver) {
        await options
          .deliver(stored.message)
          .catch((error: unknown) => request.log.error({ err: error, contact: stored.message.id }, 'contact message not delivered'));
      }
      return { id: stored.message.id, received_at: stored.message.received_at };
    },
  );
};

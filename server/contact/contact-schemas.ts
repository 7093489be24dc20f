// The public contact form's message.
import { Type } from 'typebox';
import { Format } from '../http/formats';

const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5_000 } as const;

export const ContactMessageSchema = Type.Object(
  {
    id: Type.String({ format: Format.uuid, description: 'Chosen by the browser: sending the same message again stores it once.' }),
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
    email: Type.String({
      minLength: 3,
      maxLength: CONTACT_LIMITS.email,
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      description: 'An email address to answer.',
    }),
    subject: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.subject })),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
    website: Type.Optional(Type.String({ description: 'Leave empty: a field people never see, which only robots fill in.' })),
  },
  { additionalProperties: false },
);

export const ContactReceiptSchema = Type.Object({ id: Type.String({ format: Format.uuid }), received_at: Type.String({ format: Format.dateTime }) });

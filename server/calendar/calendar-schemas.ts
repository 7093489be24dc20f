// Shapes of the calendar routes: the subscription feed and the imports.
import { Type } from 'typebox';
import { Format } from '../http/formats';

export const FeedUrlSchema = Type.Object({ url: Type.String({ description: 'The private subscription address (https://…/api/calendar/{secret}.ics).' }) });

export const NewImportSchema = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2000, description: 'The iCal feed address the learning platform gives (https:// or webcal://).' }) },
  { additionalProperties: false },
);

export const ImportSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  url: Type.String(),
  task_count: Type.Integer({ description: 'Tasks that came from this feed and are still linked to it.' }),
  last_synced_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()], { description: 'Why the last sync failed, or null when it succeeded.' }),
});

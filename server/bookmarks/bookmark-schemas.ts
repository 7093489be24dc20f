// The bookmark resource's shape and its limits. Text is trimmed before these checks run.
import { Type } from 'typebox';
import { BOOKMARK_LIMITS } from '../../src/lib/bookmark';
import { Format } from '../http/formats';

const title = Type.String({ minLength: 1, maxLength: BOOKMARK_LIMITS.title });
const url = Type.String({ maxLength: BOOKMARK_LIMITS.url, format: Format.httpUrl, description: 'An absolute http:// or https:// address.' });
const description = Type.String({ maxLength: BOOKMARK_LIMITS.description });

export const BookmarkSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  title: Type.String(),
  url: Type.String(),
  description: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

export const NewBookmarkSchema = Type.Object(
  {
    id: Type.Optional(
      Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' }),
    ),
    title,
    url,
    description: Type.Optional(description),
    created_at: Type.Optional(
      Type.String({
        format: Format.recordedDateTime,
        description: 'When the user added it, for records created offline, so a batch keeps its order; a time in the future counts as now.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const BookmarkChangesSchema = Type.Object(
  { title: Type.Optional(title), url: Type.Optional(url), description: Type.Optional(description) },
  { additionalProperties: false, description: 'Only the fields to change.' },
);

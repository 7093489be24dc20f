// The syllabus importer's server help: reading a web address, and "Improve with AI".
import { Type } from 'typebox';
import { Format } from '../http/formats';

/** A syllabus's text is a few pages; 100,000 characters is far beyond any, and bounds the model's work. */
const MAX_SYLLABUS_TEXT = 100_000;

export const ReadAddressSchema = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000, description: 'The syllabus page’s https:// address.' }) });

export const AddressTextSchema = Type.Object({
  name: Type.String({ description: 'The address’s host and path.' }),
  text: Type.String({ description: 'The page as text: a line per block, table rows as cells joined by " | ".' }),
});

export const ImproveSchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: MAX_SYLLABUS_TEXT, description: 'The syllabus’s extracted text.' }),
  extraction: Type.Unknown({ description: 'What the embedded extractor found (a hint to the model; read defensively).' }),
});

const nullableText = Type.Union([Type.String(), Type.Null()]);
const day = Type.Union([Type.String({ format: Format.date }), Type.Null()]);

export const ModelExtractionSchema = Type.Object({
  courseCode: nullableText,
  courseTitle: nullableText,
  term: nullableText,
  termStart: day,
  termEnd: day,
  instructor: nullableText,
  officeHours: nullableText,
  items: Type.Array(
    Type.Object({
      title: Type.String(),
      kind: Type.Union([
        Type.Literal('assignment'),
        Type.Literal('quiz'),
        Type.Literal('exam'),
        Type.Literal('project'),
        Type.Literal('reading'),
        Type.Literal('other'),
      ]),
      date: Type.String({ format: Format.date }),
      time: nullableText,
    }),
  ),
  topics: Type.Array(Type.Object({ week: Type.Integer(), topic: Type.String() })),
  grading: Type.Array(Type.Object({ component: Type.String(), percent: Type.Number() })),
});

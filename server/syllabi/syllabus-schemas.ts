// The syllabus resource's requests and answer, made from the shared definition (src/lib/entities/syllabus.ts),
// whose limits the device checks before saving. Text is trimmed before these checks run.
import { syllabusDefinition } from '../../src/lib/entities/syllabus';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';

export const SyllabusSchema = recordSchema(syllabusDefinition);
export const NewSyllabusSchema = createSchema(syllabusDefinition);
export const SyllabusChangesSchema = changesSchema(syllabusDefinition);

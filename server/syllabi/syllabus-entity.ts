// Syllabi as a synced collection: /api/syllabi/, entity `syllabi` in the feed and the batch. A task may name
// its syllabus (the client waits for the syllabus's create before sending the task's).
import { syllabusDefinition } from '../../src/lib/entities/syllabus';
import type { CollectionEntity } from '../sync/entity';
import { NewSyllabusSchema, SyllabusChangesSchema, SyllabusSchema } from './syllabus-schemas';
import {
  createSyllabus,
  deleteSyllabus,
  listSyllabi,
  readSyllabi,
  updateSyllabus,
  type NewSyllabus,
  type Syllabus,
  type SyllabusChanges,
} from './syllabus-service';

export const syllabusEntity: CollectionEntity<Syllabus> = {
  kind: 'collection',
  name: syllabusDefinition.wireName,
  tag: 'syllabi',
  path: syllabusDefinition.path,
  schemas: { record: SyllabusSchema, create: NewSyllabusSchema, update: SyllabusChangesSchema },
  list: (db, ownerSub, page) => listSyllabi(db, ownerSub, page),
  read: readSyllabi,
  create: (tx, ownerSub, body) => createSyllabus(tx, ownerSub, body as NewSyllabus),
  update: (tx, ownerSub, id, body, expected) => updateSyllabus(tx, ownerSub, id, body as SyllabusChanges, expected),
  remove: deleteSyllabus,
};

// The class timetable as a synced collection: /api/timetable/meetings/, entity `class_meetings` in the
// feed and the batch; its requests and answer are made from the shared definition.
import { classMeetingDefinition } from '../../src/lib/entities/class-meeting';
import type { CollectionEntity } from '../sync/entity';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';
import {
  createClassMeeting,
  deleteClassMeeting,
  listClassMeetings,
  readClassMeetings,
  updateClassMeeting,
  type ClassMeeting,
  type ClassMeetingChanges,
  type NewClassMeeting,
} from './class-meeting-service';

export const classMeetingEntity: CollectionEntity<ClassMeeting> = {
  kind: 'collection',
  name: classMeetingDefinition.wireName,
  tag: 'timetable',
  path: classMeetingDefinition.path,
  schemas: { record: recordSchema(classMeetingDefinition), create: createSchema(classMeetingDefinition), update: changesSchema(classMeetingDefinition) },
  list: (db, ownerSub, page) => listClassMeetings(db, ownerSub, page),
  read: readClassMeetings,
  create: (tx, ownerSub, body) => createClassMeeting(tx, ownerSub, body as NewClassMeeting),
  update: (tx, ownerSub, id, body, expected) => updateClassMeeting(tx, ownerSub, id, body as ClassMeetingChanges, expected),
  remove: deleteClassMeeting,
};

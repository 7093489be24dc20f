// GET /api/universities/, /api/programs/?university=, /api/advisor/courses/?program=: the catalogue,
// read-only and the same for every signed-in user. Whole lists in one page: a catalogue is bounded, and
// the device caches it whole for offline planning.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Database } from '../db/database';
import { ListSchema, NotFoundSchema, PROTECTED_ERRORS } from '../http/common-schemas';
import { CatalogCourseSchema, CoursesQuerySchema, ProgramSchema, ProgramsQuerySchema, UniversitySchema } from './catalog-schemas';
import { listPrograms, listUniversities, readProgramCatalog } from './catalog-service';

const tags = ['catalogue'];

const listAnswers = (item: TSchema) => ({ 200: ListSchema(item), 404: NotFoundSchema, ...PROTECTED_ERRORS });

const onePage = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const catalogRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/universities/', { schema: { tags, summary: 'Every university, by name.', response: listAnswers(UniversitySchema) } }, async () =>
    onePage(await listUniversities(db.orm)),
  );

  app.get(
    '/programs/',
    { schema: { tags, summary: 'The programs of a university, by name.', querystring: ProgramsQuerySchema, response: listAnswers(ProgramSchema) } },
    async (request) => onePage(await listPrograms(db.orm, request.query.university)),
  );

  app.get(
    '/advisor/courses/',
    {
      schema: {
        tags,
        summary: 'The courses a program can use: its university’s whole catalogue, by course code.',
        querystring: CoursesQuerySchema,
        response: listAnswers(CatalogCourseSchema),
      },
    },
    async (request) => onePage((await readProgramCatalog(db.orm, request.query.program)).courses),
  );
};

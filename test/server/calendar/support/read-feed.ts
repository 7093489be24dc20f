// Reads calendar files as the importer does and prints, for each, [uid, title, due_at] of its tasks as
// JSON: run in a child process under another TZ by feed-events.test.ts.
import { readFileSync } from 'node:fs';
import { readFeedEvents } from '../../../../server/calendar/feed-events';

const [now, ...files] = process.argv.slice(2);
const read = files.map((file) => readFeedEvents(readFileSync(file, 'utf8'), new Date(now!)).events.map((event) => [event.uid, event.title, event.due_at]));
process.stdout.write(JSON.stringify(read));

// Helpers for the advisor API tests: a user with a generated plan for the sample Computer Science
// program, and reading a server-sent-events answer.
import type { TestApi, TestUser } from '../support/test-api';

export async function userWithPlan(api: TestApi): Promise<TestUser> {
  const user = await api.newUser();
  const [university] = (await user.request('GET', '/api/universities/')).json().results;
  const programs = (await user.request('GET', `/api/programs/?university=${university.id}`)).json().results;
  const program = programs.find((item: { program_name: string }) => item.program_name === 'Computer Science');
  const created = await user.request('POST', '/api/plans/', { program: program.id, start_term: 'Fall', start_year: 2026, credit_load: 15 });
  if (created.statusCode !== 201) throw new Error(`plan: ${created.statusCode} ${created.body}`);
  return user;
}

export interface SentEvent {
  event: string;
  data: unknown;
}

export function readEvents(body: string): SentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

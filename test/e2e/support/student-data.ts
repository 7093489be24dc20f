// A student whose screens all show data, made over the API: the sample program's plan, a task due tomorrow, a
// link and a weekly plan. The walks over every signed-in screen start from it.
import type { Page } from 'playwright-core';
import { apiAccessToken } from './auth-helpers';
import { appUrl } from './browser';

export async function seedStudentData(page: Page): Promise<void> {
  const token = await apiAccessToken(page);
  const api = async (path: string, body?: unknown) => {
    const response = await page.request.fetch(appUrl(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown> & { results: Record<string, unknown>[] };
  };
  const [university] = (await api('/api/universities/')).results;
  const programs = (await api(`/api/programs/?university=${String(university!.id)}`)).results;
  const program = programs.find((item) => item.program_name === 'Computer Science')!;
  await api('/api/plans/', { program: program.id, start_term: 'Fall', start_year: 2026, credit_load: 15 });
  await api('/api/tasks/', { title: 'Problem set 3', course: 'CS 2110', due_at: new Date(Date.now() + 86_400_000).toISOString() });
  await api('/api/bookmarks/', { title: 'Library', url: 'https://library.example.edu/', description: 'Opening hours and reservations' });
  await api('/api/study/generate/', { title: 'Recursion week', description: 'Recursion, induction, and the midterm review', course: 'CS 2110' });
}

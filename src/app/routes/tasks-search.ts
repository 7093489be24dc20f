// The search params of /study/tasks: `import=syllabus` (from the dashboard's empty deadlines) opens the
// syllabus importer. Anything else is dropped so a hand-edited address cannot break the page.
export interface TasksSearch {
  import?: 'syllabus';
}

export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  return search.import === 'syllabus' ? { import: 'syllabus' } : {};
}

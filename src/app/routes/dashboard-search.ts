// The search params of /dashboard: `welcome=syllabus` (set once, by onboarding) offers the syllabus
// importer as the new student's next step. Anything else is dropped.
export interface DashboardSearch {
  welcome?: 'syllabus';
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return search.welcome === 'syllabus' ? { welcome: 'syllabus' } : {};
}

// Every signed-in screen, one path each (the routes of src/app/routes/app-routes.tsx): the checks that walk
// them all (accessibility at each width, large text at 390 px) read this one list.
export const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/advisor/semester',
  '/advisor/graduation',
  '/advisor/career',
  '/study/weekly',
  '/study/tasks',
  '/study/bookmark',
  '/study/achievement',
  '/settings/profile',
  '/settings/notifications',
  '/settings/integrations',
  '/settings/appearance',
  '/settings/security',
  '/profile',
];

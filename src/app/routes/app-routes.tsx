import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateDashboardSearch } from './dashboard-search';
import { validateTasksSearch } from './tasks-search';
import { validateWeeklySearch } from './weekly-search';

const page = lazyRouteComponent;

// Everything under this layout needs a signed-in, onboarded user.
export const signedInLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: page(() => import('../shell/signed-in-layout'), 'SignedInLayout'),
});

function indexRedirect(parent: () => AnyRoute, to: string) {
  return createRoute({
    getParentRoute: parent,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });
}

const dashboardRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: '/dashboard',
  validateSearch: validateDashboardSearch,
  component: page(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const studyRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: '/study',
  component: page(() => import('../../features/study/study-layout'), 'StudyLayout'),
});
const studyPages = [
  indexRedirect(() => studyRoute, '/study/weekly'),
  createRoute({
    getParentRoute: () => studyRoute,
    path: '/weekly',
    validateSearch: validateWeeklySearch,
    component: page(() => import('../../features/study/weekly/weekly-tab'), 'WeeklyTab'),
  }),
  createRoute({
    getParentRoute: () => studyRoute,
    path: '/tasks',
    validateSearch: validateTasksSearch,
    component: page(() => import('../../features/study/tasks/tasks-tab'), 'TasksTab'),
  }),
  createRoute({ getParentRoute: () => studyRoute, path: '/bookmark', component: page(() => import('../../features/bookmarks/bookmarks-tab'), 'BookmarksTab') }),
  createRoute({
    getParentRoute: () => studyRoute,
    path: '/achievement',
    component: page(() => import('../../features/study/achievement/achievement-tab'), 'AchievementTab'),
  }),
];

const advisorRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: '/advisor',
  component: page(() => import('../../features/advisor/advisor-layout'), 'AdvisorLayout'),
});
const advisorPages = [
  indexRedirect(() => advisorRoute, '/advisor/semester'),
  createRoute({
    getParentRoute: () => advisorRoute,
    path: '/semester',
    component: page(() => import('../../features/advisor/semester/semester-tab'), 'SemesterTab'),
  }),
  createRoute({
    getParentRoute: () => advisorRoute,
    path: '/graduation',
    component: page(() => import('../../features/advisor/graduation/graduation-tab'), 'GraduationTab'),
  }),
  createRoute({ getParentRoute: () => advisorRoute, path: '/career', component: page(() => import('../../features/advisor/career/career-tab'), 'CareerTab') }),
];

const settingsRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: '/settings',
  component: page(() => import('../../features/settings/settings-layout'), 'SettingsLayout'),
});
const settingsPages = [
  indexRedirect(() => settingsRoute, '/settings/profile'),
  createRoute({ getParentRoute: () => settingsRoute, path: '/profile', component: page(() => import('../../features/profile/profile-page'), 'ProfilePage') }),
  createRoute({
    getParentRoute: () => settingsRoute,
    path: '/notifications',
    component: page(() => import('../../features/settings/notifications-tab'), 'NotificationsTab'),
  }),
  createRoute({
    getParentRoute: () => settingsRoute,
    path: '/integrations',
    component: page(() => import('../../features/settings/integrations-tab'), 'IntegrationsTab'),
  }),
  createRoute({
    getParentRoute: () => settingsRoute,
    path: '/appearance',
    component: page(() => import('../../features/settings/appearance-tab'), 'AppearanceTab'),
  }),
  createRoute({ getParentRoute: () => settingsRoute, path: '/security', component: page(() => import('../../features/settings/security-tab'), 'SecurityTab') }),
];

const profileRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: '/profile',
  component: page(() => import('../../features/profile/profile-page'), 'ProfilePage'),
});

// Guarded, but shown alone without the signed-in shell.
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding',
  component: page(() => import('../shell/onboarding-screen'), 'OnboardingScreen'),
});

export const signedInRouteTree = signedInLayoutRoute.addChildren([
  dashboardRoute,
  studyRoute.addChildren(studyPages),
  advisorRoute.addChildren(advisorPages),
  settingsRoute.addChildren(settingsPages),
  profileRoute,
]);
export { onboardingRoute };

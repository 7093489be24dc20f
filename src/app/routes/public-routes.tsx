import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

const page = lazyRouteComponent;

export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: page(() => import('../../features/public/layout/public-layout'), 'PublicLayout'),
});

const landingRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/',
  component: page(() => import('../../features/public/landing/landing-page'), 'LandingPage'),
});

const companyRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  id: 'company',
  component: page(() => import('../../features/public/company/company-layout'), 'CompanyLayout'),
});
const companyPages = [
  createRoute({ getParentRoute: () => companyRoute, path: '/about', component: page(() => import('../../features/public/company/about-page'), 'AboutPage') }),
  createRoute({
    getParentRoute: () => companyRoute,
    path: '/product',
    component: page(() => import('../../features/public/company/product-page'), 'ProductPage'),
  }),
  createRoute({ getParentRoute: () => companyRoute, path: '/news', component: page(() => import('../../features/public/company/news-page'), 'NewsPage') }),
  createRoute({
    getParentRoute: () => companyRoute,
    path: '/career',
    component: page(() => import('../../features/public/company/career-page'), 'CareerPage'),
  }),
];

const contactRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/contact',
  component: page(() => import('../../features/public/contact/contact-page'), 'ContactPage'),
});

const resourcesRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/resources',
  component: page(() => import('../../features/public/resources/resources-layout'), 'ResourcesLayout'),
});
const resourcesPages = [
  createRoute({
    getParentRoute: () => resourcesRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/resources/how-to', replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => resourcesRoute,
    path: '/how-to',
    component: page(() => import('../../features/public/resources/how-to-page'), 'HowToPage'),
  }),
  createRoute({ getParentRoute: () => resourcesRoute, path: '/faqs', component: page(() => import('../../features/public/resources/faqs-page'), 'FaqsPage') }),
  createRoute({
    getParentRoute: () => resourcesRoute,
    path: '/partnership',
    component: page(() => import('../../features/public/resources/partnership-page'), 'PartnershipPage'),
  }),
  createRoute({
    getParentRoute: () => resourcesRoute,
    path: '/legal',
    component: page(() => import('../../features/public/resources/legal-page'), 'LegalPage'),
  }),
];

// The spec's footer links to /faqs; it lives at /resources/faqs.
const faqsAliasRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/faqs',
  beforeLoad: () => {
    throw redirect({ to: '/resources/faqs', replace: true });
  },
});

const legalPages = [
  createRoute({
    getParentRoute: () => publicLayoutRoute,
    path: '/terms',
    component: page(() => import('../../features/public/legal/terms-page'), 'TermsPage'),
  }),
  createRoute({
    getParentRoute: () => publicLayoutRoute,
    path: '/privacy',
    component: page(() => import('../../features/public/legal/privacy-page'), 'PrivacyPage'),
  }),
  createRoute({
    getParentRoute: () => publicLayoutRoute,
    path: '/cookies',
    component: page(() => import('../../features/public/legal/cookies-page'), 'CookiesPage'),
  }),
];

const signedOutRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/signed-out',
  component: page(() => import('../../features/public/signed-out/signed-out-page'), 'SignedOutPage'),
});

export const publicRouteTree = publicLayoutRoute.addChildren([
  landingRoute,
  companyRoute.addChildren(companyPages),
  contactRoute,
  resourcesRoute.addChildren(resourcesPages),
  faqsAliasRoute,
  ...legalPages,
  signedOutRoute,
]);

// Every public route and the text of its one h1, shared by the route and accessibility tests.
export const publicPages = [
  { path: '/', heading: /Your degree, planned\.\s*Your week, sorted\./ },
  { path: '/about', heading: 'About DegreeMate' },
  { path: '/product', heading: 'Everything you need to stay on track' },
  { path: '/news', heading: 'News and updates' },
  { path: '/career', heading: 'Careers at DegreeMate' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/resources/how-to', heading: 'How-to guides' },
  { path: '/resources/faqs', heading: 'Frequently asked questions' },
  { path: '/resources/partnership', heading: 'Partner with DegreeMate' },
  { path: '/resources/legal', heading: 'Legal' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/signed-out', heading: 'You have signed out' },
] as const;

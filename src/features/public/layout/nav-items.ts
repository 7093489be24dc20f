// The top-bar destinations, shared by the desktop bar and the phone drawer.
import type { LinkProps } from '@tanstack/react-router';

export interface HeaderNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Path prefixes that count as "inside" this section, e.g. About covers every company page. */
  sections: readonly string[];
}

export const headerNavItems: readonly HeaderNavItem[] = [
  { label: 'About', to: '/about', sections: ['/about', '/product', '/news', '/career'] },
  // Straight to its first page: /resources is only a redirect, which would need the app (a page load
  // otherwise gets a prerendered page).
  { label: 'Resource', to: '/resources/how-to', sections: ['/resources', '/terms', '/privacy', '/cookies'] },
  { label: 'Contact', to: '/contact', sections: ['/contact'] },
];

export function isInSection(pathname: string, item: HeaderNavItem): boolean {
  return item.sections.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** DOM id of the phone drawer, named by the burger's aria-controls. */
export const MOBILE_MENU_ID = 'public-mobile-menu';

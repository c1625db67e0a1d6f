import type { UserRole } from '@shop/shared';

export interface AdminLink {
  to: string;
  label: string;
  /** Only shown to this role and above (docs/admin.md#roles). */
  role?: 'ADMIN';
}

/** The back office's menu, in the order people work through it. */
export const ADMIN_SECTIONS: { title: string; links: AdminLink[] }[] = [
  { title: 'Overview', links: [{ to: '/admin', label: 'Dashboard' }] },
  {
    title: 'Sales',
    links: [
      { to: '/admin/orders', label: 'Orders' },
      { to: '/admin/shipping/failed-deliveries', label: 'Failed deliveries' },
      { to: '/admin/remittances', label: 'COD remittances' },
      { to: '/admin/coupons', label: 'Coupons' },
    ],
  },
  {
    title: 'Catalog',
    links: [
      { to: '/admin/products', label: 'Products' },
      { to: '/admin/categories', label: 'Categories' },
      { to: '/admin/sub-categories', label: 'Sub-categories' },
      { to: '/admin/ingredients', label: 'Ingredients' },
    ],
  },
  {
    title: 'Content',
    links: [
      { to: '/admin/home-content', label: 'Home page' },
      { to: '/admin/blog', label: 'Blog posts' },
      { to: '/admin/blog-categories', label: 'Blog categories' },
      { to: '/admin/authors', label: 'Authors' },
    ],
  },
  {
    title: 'Customers',
    links: [
      { to: '/admin/reviews', label: 'Reviews' },
      { to: '/admin/messages', label: 'Messages' },
    ],
  },
  {
    title: 'Settings',
    links: [
      { to: '/admin/settings', label: 'Shipping' },
      { to: '/admin/people', label: 'People and roles', role: 'ADMIN' },
      { to: '/admin/audit', label: 'Audit log', role: 'ADMIN' },
      { to: '/admin/jobs', label: 'Failed jobs' },
      { to: '/admin/messages-log', label: 'Message log' },
      { to: '/admin/security', label: 'Sign-in and security' },
    ],
  },
];

export function canSee(link: AdminLink, role: UserRole): boolean {
  return !link.role || role === 'ADMIN';
}

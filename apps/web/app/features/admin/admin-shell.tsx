import { brand, type UserRole } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigation } from 'react-router';
import { ADMIN_SECTIONS, canSee } from './sections.ts';
import { FAILED_DELIVERIES_PATH, useFailedDeliveries } from './use-shop-aggregator.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-900'
  }`;

/**
 * docs/admin.md#screens: the back office's frame: a menu beside the page on wide screens, behind a Menu button on
 * phones. The page is marked busy while the next one loads. Printed (a packing slip), only the page is.
 */
export function AdminShell({
  role,
  name,
  onLogout,
  children,
}: {
  role: UserRole;
  name: string;
  onLogout: () => void;
  children: React.ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const failed = useFailedDeliveries(pathname);
  // A link followed on a phone closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-stone-50 text-ink print:bg-white">
      <header className="sticky top-0 z-30 flex print:hidden items-center gap-3 border-b border-brand-100 bg-white px-4 py-3 lg:px-6">
        <button
          type="button"
          className="rounded-lg border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-900 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <Link to="/admin" className="font-serif text-lg text-brand-900">
          {brand.name}{' '}
          <span className="hidden text-sm font-normal text-stone-600 sm:inline">back office</span>
        </Link>
        <div className="ml-auto flex items-center gap-3 text-sm whitespace-nowrap">
          <span className="hidden text-stone-600 sm:inline">
            {name} · {role === 'ADMIN' ? 'Admin' : 'Staff'}
          </span>
          <Link to="/" className="text-brand-800 underline-offset-4 hover:underline">
            View shop
          </Link>
          <button
            type="button"
            onClick={onLogout}
            className="text-clay-700 underline-offset-4 hover:underline"
          >
            Log out
          </button>
        </div>
      </header>
      <div className="lg:grid lg:grid-cols-[14rem_1fr] print:block">
        <nav
          id="admin-menu"
          aria-label="Back office"
          className={`${menuOpen ? 'block' : 'hidden'} print:hidden border-b border-brand-100 bg-white px-4 py-4 lg:sticky lg:top-[57px] lg:block lg:h-[calc(100vh-57px)] lg:overflow-y-auto lg:border-r lg:border-b-0`}
        >
          {ADMIN_SECTIONS.map((section) => {
            const links = section.links.filter(
              (link) =>
                canSee(link, role) && (link.to !== FAILED_DELIVERIES_PATH || failed.aggregator !== false),
            );
            if (links.length === 0) return null;
            return (
              <div key={section.title} className="mb-4">
                <p className="mb-1 px-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
                  {section.title}
                </p>
                <ul>
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end={link.to === '/admin'} className={linkClass}>
                        {link.label}
                        {link.to === FAILED_DELIVERIES_PATH && failed.count > 0 ? (
                          <span className="ml-2 rounded-full bg-clay-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                            {failed.count}
                            <span className="sr-only"> waiting</span>
                          </span>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <main
          id="main"
          aria-busy={navigation.state === 'loading' || undefined}
          className="min-w-0 px-4 py-6 transition-opacity aria-busy:opacity-60 lg:px-8 print:p-0"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/** A page's title row, with its main action at the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <title>{`${title} - Back office - ${brand.name}`}</title>
        <h1 className="text-2xl text-brand-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A page that could not show what it is for: its title, then why not (and any way on, as children). */
export function AdminErrorPage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title} />
      <AdminLoadError message={message} />
      {children}
    </>
  );
}

/** The message of a page whose data could not be loaded, in place of its content. */
export function AdminLoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-clay-200 bg-clay-50 p-4 text-clay-800">
      {message || 'This page could not be loaded. Please try again.'}
    </div>
  );
}

import { useLocation } from 'react-router';
import { useT } from '#app/i18n/i18n.ts';
import { englishPath } from '#app/i18n/languages.ts';
import { Link } from '#app/i18n/link.tsx';

const LINKS = [
  { to: '/user/account-details', label: 'details', also: [] as string[] },
  { to: '/user/my-orders', label: 'orders', also: [] },
  { to: '/user/my-address', label: 'addresses', also: ['/user/add-address', '/user/edit-address'] },
] as const;

const itemClass =
  'block whitespace-nowrap rounded-full px-2.5 py-2 text-center text-[13px] font-medium transition sm:px-4 sm:text-sm lg:rounded-xl lg:py-3 lg:text-left lg:text-base';
const idleClass = 'text-stone-700 hover:bg-brand-50 hover:text-brand-900';
const activeClass = 'bg-brand-700 text-white hover:bg-brand-800';

/**
 * docs/product.md#account-area: the side menu (a scrollable tab bar on phones) beside the page. Rendered also as the
 * loading shell while the browser fetches the page's data, so nothing moves once it arrives.
 */
export function AccountShell({
  onLogout,
  loggingOut = false,
  busy = false,
  children,
}: {
  onLogout?: () => void;
  loggingOut?: boolean;
  busy?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useT('account');
  // The English path, so that /hi/user/my-orders marks the same link as /user/my-orders.
  const pathname = englishPath(useLocation().pathname);
  const isActive = (link: (typeof LINKS)[number]) =>
    [link.to, ...link.also].some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:py-14">
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-10">
        <nav
          aria-label={t('nav.label')}
          className="-mx-4 border-b border-brand-100 px-4 pb-4 sm:-mx-6 sm:px-6 lg:sticky lg:top-28 lg:mx-0 lg:rounded-2xl lg:border lg:bg-white lg:p-3"
        >
          <ul className="flex gap-1 overflow-x-auto sm:gap-2 lg:flex-col lg:gap-1 lg:overflow-visible">
            {LINKS.map((link) => {
              const active = isActive(link);
              return (
                <li key={link.to} className="flex-auto lg:flex-none">
                  <Link
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    className={`${itemClass} ${active ? activeClass : idleClass}`}
                  >
                    {t(`nav.${link.label}`)}
                  </Link>
                </li>
              );
            })}
            <li className="flex-auto lg:mt-2 lg:flex-none lg:border-t lg:border-brand-100 lg:pt-2">
              <button
                type="button"
                onClick={onLogout}
                disabled={loggingOut}
                className={`${itemClass} w-full text-clay-700 hover:bg-clay-50 disabled:opacity-60`}
              >
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <div
          aria-busy={busy || undefined}
          className={`mt-8 min-w-0 transition-opacity lg:mt-0 ${busy ? 'opacity-60' : ''}`}
        >
          {children}
        </div>
      </div>
    </main>
  );
}

import { brand } from '@shop/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Link, NavLink } from '#app/i18n/link.tsx';
import { useLayoutData } from '#app/lib/layout-data.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import { AnnouncementBar } from './announcement-bar.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

export function Logo({ light = false }: { light?: boolean }) {
  const { t } = useT();
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t('homeLink', { brand: brand.name })}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <circle cx="16" cy="16" r="16" className={light ? 'fill-brand-50' : 'fill-brand-700'} />
        <path
          d="M16 25c-5-3.4-7.6-7.8-6.6-13.2 3.8 1 6 3.9 6.6 7.2.6-3.3 2.8-6.2 6.6-7.2 1 5.4-1.6 9.8-6.6 13.2z"
          className={light ? 'fill-brand-700' : 'fill-clay-100'}
        />
      </svg>
      <span
        className={`font-serif text-base tracking-wide whitespace-nowrap min-[400px]:text-xl sm:text-2xl ${light ? 'text-white' : 'text-brand-900'}`}
      >
        {brand.name}
      </span>
    </Link>
  );
}

/**
 * Header on every page; the home page's variant sits on the hero in light colours (docs/product.md#screens: two layouts). The
 * search and the cart are features: the layout that renders the header passes them in.
 */
export function Header({
  variant = 'default',
  search,
  cart,
}: {
  variant?: 'home' | 'default';
  search: ReactNode;
  cart: ReactNode;
}) {
  const { headerPromotions, categories } = useLayoutData();
  const { t } = useT();
  const [session] = useSession();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const location = useLocation();
  const dropdownRef = useRef<HTMLLIElement>(null);

  // Close menus on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    setMenuOpen(false);
    setCategoriesOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!categoriesOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setCategoriesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCategoriesOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [categoriesOpen]);

  const loggedIn = hydrated && Boolean(session.token);
  const home = variant === 'home';
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-brand-50 ${isActive ? 'text-brand-700' : 'text-ink'}`;

  return (
    <>
      <AnnouncementBar promotions={headerPromotions} tone={home ? 'light' : 'dark'} />
      <header
        className={`sticky top-0 z-30 border-b ${home ? 'border-transparent bg-cream/95' : 'border-brand-100 bg-white/95'} backdrop-blur`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <button
            type="button"
            className="-ml-2 rounded-full p-2 hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <Logo />
          <nav
            id="site-menu"
            aria-label={t('header.mainNav')}
            className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-brand-100 bg-white px-4 pb-4 shadow-lg lg:static lg:ml-8 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
          >
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
              <li ref={dropdownRef} className="relative">
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-brand-50 lg:w-auto"
                  aria-expanded={categoriesOpen}
                  aria-controls="category-menu"
                  onClick={() => setCategoriesOpen((open) => !open)}
                >
                  {t('header.category')}{' '}
                  <ChevronDownIcon className={`h-4 w-4 transition ${categoriesOpen ? 'rotate-180' : ''}`} />
                </button>
                <ul
                  id="category-menu"
                  className={`${categoriesOpen ? 'block' : 'hidden'} mt-1 rounded-2xl border border-brand-100 bg-white p-2 lg:absolute lg:top-full lg:left-0 lg:min-w-56 lg:shadow-xl`}
                >
                  {categories.map((category) => (
                    <li key={category._id}>
                      <Link
                        to={`/category/${category.slug}`}
                        className="block rounded-xl px-3 py-2 text-sm hover:bg-brand-50"
                        onClick={() => setCategoriesOpen(false)}
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      to="/build-your-bundle"
                      className="block rounded-xl px-3 py-2 text-sm font-medium text-clay-700 hover:bg-clay-50"
                      onClick={() => setCategoriesOpen(false)}
                    >
                      {t('header.buildYourBundle')}
                    </Link>
                  </li>
                </ul>
              </li>
              <li>
                <NavLink to="/about-us" className={navLink}>
                  {t('header.about')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/blog" className={navLink}>
                  {t('header.blog')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact-us" className={navLink}>
                  {t('header.contact')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-0.5 min-[400px]:gap-1">
            <LanguageSwitcher />
            {search}
            <Link
              to={loggedIn ? '/user/account-details' : '/login'}
              aria-label={t(loggedIn ? 'header.myAccount' : 'header.logIn')}
              className="rounded-full p-1.5 hover:bg-brand-50 min-[400px]:p-2"
            >
              <UserIcon />
            </Link>
            {cart}
          </div>
        </div>
      </header>
    </>
  );
}

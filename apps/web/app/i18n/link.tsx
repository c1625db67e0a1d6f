import type { Language } from '@shop/shared';
import { forwardRef } from 'react';
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from 'react-router';
import { useLanguage } from './i18n.ts';
import { localizePath } from './languages.ts';

// docs/i18n.md#links: drop-in replacements for React Router's Link and NavLink that keep the shopper in the page's
// language. Write the English path (`<Link to="/cart">`); on a Hindi page it becomes `/hi/cart`.

function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizePath(to, language);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, language) } : to;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localizeTo(to, useLanguage())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizeTo(to, useLanguage())} {...props} />;
});

import { type AdTags, brand, type DeliveryTerms, LOCALE_OF } from '@shop/shared';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigationType,
  useRouteLoaderData,
} from 'react-router';
import { DemoBar } from '#app/components/layout/demo-bar.tsx';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';
import { StarSprite } from '#app/components/stars.tsx';
import { Toasts } from '#app/components/toasts.tsx';
import { CartButton } from '#app/features/cart/index.ts';
import { ConsentBanner, PrivacyChoices } from '#app/features/consent/index.ts';
import { SearchButton } from '#app/features/search/index.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { isDemoShop, offersWhatsapp, type PaymentsConfig } from '#app/lib/demo-shop.ts';
import { type LayoutData, useLayoutData } from '#app/lib/layout-data.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { Category, PromotionText } from '#app/lib/types.ts';
import type { Route } from './+types/root';
import './app.css';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { formMessagesFor, messagesFor } from '#app/i18n/catalog.server.ts';
import { MessagesProvider, useLanguage, useT } from '#app/i18n/i18n.ts';
import { acceptLanguage, languageOfPath } from '#app/i18n/languages.ts';
import { bodyOf, failuresOf, listOf } from '#app/lib/envelope.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/favicon.svg' },
];

/**
 * docs/i18n.md#api: every loader's API calls carry the page's language, so the API answers a /hi/ page in Hindi.
 * Loaders keep calling `context.get(serverApiContext)`; this wraps it once for the whole request.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    const api = context.get(serverApiContext);
    const headers = { 'accept-language': acceptLanguage(languageOfPath(new URL(request.url).pathname)) };
    context.set(serverApiContext, {
      get: (path) => api.get(path, headers),
      post: (path, body) => api.post(path, body, headers),
    });
  },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<LayoutData> {
  const api = context.get(serverApiContext);
  const language = languageOfPath(new URL(request.url).pathname);
  const [header, cart, categories, payments, adTags, deliveryTerms] = await Promise.all([
    api.get<PromotionText[]>('/promotionTexts?location=header'),
    api.get<PromotionText[]>('/promotionTexts?location=cart'),
    api.get<Category[]>('/categories?limit=0&status=true&priority=ASC'),
    api.get<PaymentsConfig>('/payments/config'),
    api.get<AdTags>('/adTags'),
    api.get<DeliveryTerms>('/shipping/charges'),
  ]);
  return {
    headerPromotions: listOf(header),
    cartPromotions: listOf(cart),
    categories: listOf(categories),
    origin: new URL(request.url).origin,
    demoShop: isDemoShop(payments),
    whatsapp: offersWhatsapp(payments),
    adTags: bodyOf(adTags) ?? null,
    deliveryTerms: bodyOf(deliveryTerms) ?? null,
    failures: failuresOf(header, cart, categories),
    language,
    messages: messagesFor(language),
    formMessages: formMessagesFor(language),
  };
}

// The layout data changes only when the shop edits it; navigating between pages need not fetch it again, unless
// the page changes language (its texts, categories and promotions then come in the other language).
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { demoShop, messages } = useLayoutData();
  // A marker that React has taken over the page, for browser tests that must not type into server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MessagesProvider messages={messages}>
      <Document demoShop={demoShop}>{children}</Document>
    </MessagesProvider>
  );
}

function Document({ demoShop, children }: { demoShop: boolean; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <html lang={LOCALE_OF[useLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#47532f" />
        <Meta />
        <Links />
      </head>
      <body id="top">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        {demoShop ? <DemoBar /> : null}
        <StarSprite />
        {children}
        <Toasts />
        <ConsentBanner />
        <Scripts />
      </body>
    </html>
  );
}

/** docs/product.md#layout: every route change scrolls smoothly to the top; back and forward keep the browser's position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

export default function App() {
  const { failures } = useLayoutData();
  useFailureToasts(failures);
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData('root');
  const { t } = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const title = t(notFound ? 'errors.notFoundTitle' : 'errors.errorTitle');
  const body = (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${title} - ${brand.name}`}</title>
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
        {t(notFound ? 'errors.notFoundEyebrow' : 'errors.errorEyebrow')}
      </p>
      <h1 className="mt-3 text-4xl text-brand-900">{title}</h1>
      <p className="mt-4 text-stone-600">{t(notFound ? 'errors.notFoundText' : 'errors.errorText')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('actions.backToShop')}
      </ButtonLink>
    </main>
  );
  // Without the layout data (the root loader itself failed) the page still renders, just without the chrome.
  if (!layout) return body;
  return (
    <>
      <Header search={<SearchButton />} cart={<CartButton />} />
      {body}
      <Footer privacyChoices={<PrivacyChoices />} />
    </>
  );
}

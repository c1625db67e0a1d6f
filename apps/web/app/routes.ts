import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';

// docs/product.md#screens: every page of the storefront. Home has its own layout; all others share the main one.
const storefront: RouteConfigEntry[] = [
  layout('routes/home-layout.tsx', [index('routes/home.tsx')]),
  layout('routes/main-layout.tsx', [
    route('build-your-bundle', 'routes/build-your-bundle.tsx'),
    route('top-selling-products', 'routes/top-selling-products.tsx'),
    route('login', 'routes/login.tsx'),
    route('verify-account', 'routes/verify-account.tsx'),
    route('update-information', 'routes/update-information.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-article.tsx'),
    route('blog-category/:slug', 'routes/blog-category.tsx'),
    route('reviews/add/:slug', 'routes/review-add.tsx'),
    route('cart', 'routes/cart.tsx'),
    // docs/carts.md: a cart reminder's link, which puts the kept cart back in this browser.
    route('cart/restore', 'routes/cart-restore.tsx'),
    route('category/:slug', 'routes/category.tsx'),
    route('category/:categorySlug/:subCategorySlug', 'routes/sub-category.tsx'),
    route('thank-you', 'routes/thank-you.tsx'),
    // docs/cod.md: the COD checkout, and the confirmation link's page the shopper opens from the message.
    route('checkout/cod', 'routes/checkout-cod.tsx'),
    route('cod/confirm', 'routes/cod-confirm.tsx'),
    route('track', 'routes/track.tsx'),
    route('user', 'routes/user-layout.tsx', [
      index('routes/user-home.tsx'),
      route('my-orders', 'routes/user-orders.tsx'),
      route('my-orders/:id', 'routes/user-order.tsx'),
      route('my-address', 'routes/user-addresses.tsx'),
      route('add-address', 'routes/user-address-add.tsx'),
      route('edit-address/:id', 'routes/user-address-edit.tsx'),
      route('account-details', 'routes/user-account-details.tsx'),
    ]),
    route('privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
    route('terms-and-conditions', 'routes/policy.tsx', { id: 'terms-and-conditions' }),
    route('return-and-refund-policy', 'routes/policy.tsx', { id: 'return-and-refund-policy' }),
    route('shipping-policy', 'routes/policy.tsx', { id: 'shipping-policy' }),
    route('*', 'routes/not-found.tsx'),
  ]),
];

/**
 * docs/i18n.md#urls: the same pages under `/{language}/`, from the same modules. Each route's id gets the language
 * in front (`hi/routes/product`), since React Router needs every id once.
 */
function inLanguage(language: string, routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const withIds = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.map((entry) => ({
      ...entry,
      id: `${language}/${entry.id ?? entry.file.replace(/\.[^.]+$/, '')}`,
      children: entry.children ? withIds(entry.children) : undefined,
    }));
  return withIds(prefix(language, routes));
}

export default [
  ...storefront,
  ...inLanguage('hi', storefront),
  // docs/admin.md#screens: the back office, with its own frame. Each block is one area of it.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),

    // Sales: orders, each order's page and its packing slip.
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('orders/:id/packing-slip', 'routes/admin/packing-slip.tsx'),
    route('shipping/failed-deliveries', 'routes/admin/failed-deliveries.tsx'),
    route('remittances', 'routes/admin/remittances.tsx'),

    // Catalog: products, categories, sub-categories, ingredients.
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-edit.tsx', { id: 'routes/admin/product-new' }),
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('sub-categories', 'routes/admin/sub-categories.tsx'),
    route('ingredients', 'routes/admin/ingredients.tsx'),

    // Sales: coupons.
    route('coupons', 'routes/admin/coupons.tsx'),
    route('coupons/new', 'routes/admin/coupon-edit.tsx', { id: 'routes/admin/coupon-new' }),
    route('coupons/:id', 'routes/admin/coupon-edit.tsx'),

    // Content: home page, blog posts, blog categories, authors.
    route('home-content', 'routes/admin/home-content.tsx'),
    route('blog', 'routes/admin/blog.tsx'),
    route('blog/new', 'routes/admin/blog-post.tsx', { id: 'admin-blog-new' }),
    route('blog/:id', 'routes/admin/blog-post.tsx', { id: 'admin-blog-edit' }),
    route('blog-categories', 'routes/admin/blog-categories.tsx'),
    route('authors', 'routes/admin/authors.tsx'),

    // Customers and settings: reviews, messages, people, audit log.
    route('reviews', 'routes/admin/reviews.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('people', 'routes/admin/people.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    route('messages-log', 'routes/admin/messages-log.tsx'),
    route('security', 'routes/admin/security.tsx'),
    route('settings', 'routes/admin/settings.tsx'),

    route('*', 'routes/admin/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemap-en.xml', 'routes/sitemap-language.ts', { id: 'sitemap-en' }),
  route('sitemap-hi.xml', 'routes/sitemap-language.ts', { id: 'sitemap-hi' }),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;

import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// SPEC §2: every route of the shop. Home has its own layout; all others share the main one.
export default [
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
    route('category/:slug', 'routes/category.tsx'),
    route('category/:categorySlug/:subCategorySlug', 'routes/sub-category.tsx'),
    route('thank-you', 'routes/thank-you.tsx'),
    route('privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
    route('terms-and-conditions', 'routes/policy.tsx', { id: 'terms-and-conditions' }),
    route('return-and-refund-policy', 'routes/policy.tsx', { id: 'return-and-refund-policy' }),
    route('shipping-policy', 'routes/policy.tsx', { id: 'shipping-policy' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;

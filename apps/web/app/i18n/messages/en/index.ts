import account from './account.ts';
import auth from './auth.ts';
import blog from './blog.ts';
import bundle from './bundle.ts';
import cart from './cart.ts';
import checkout from './checkout.ts';
import cod from './cod.ts';
import common from './common.ts';
import delivery from './delivery.ts';
import home from './home.ts';
import listing from './listing.ts';
import pages from './pages.ts';
import product from './product.ts';
import track from './track.ts';

// docs/i18n.md#namespaces: every namespace of one language. Only the server imports this (catalog.server.ts).
export default {
  common,
  home,
  product,
  listing,
  bundle,
  cart,
  checkout,
  cod,
  delivery,
  auth,
  account,
  blog,
  pages,
  track,
};

import { Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';
import { CartButton, CartSync } from '#app/features/cart/index.ts';
import { PrivacyChoices } from '#app/features/consent/index.ts';
import { SearchButton } from '#app/features/search/index.ts';

/** docs/product.md#screens: the home route has its own header and footer layout. */
export default function HomeLayout() {
  return (
    <>
      <Header variant="home" search={<SearchButton />} cart={<CartButton />} />
      <Outlet />
      <Footer variant="home" privacyChoices={<PrivacyChoices />} />
      <CartSync />
    </>
  );
}

import { Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';
import { CartButton, CartSync } from '#app/features/cart/index.ts';
import { PrivacyChoices } from '#app/features/consent/index.ts';
import { SearchButton } from '#app/features/search/index.ts';

export default function MainLayout() {
  return (
    <>
      <Header search={<SearchButton />} cart={<CartButton />} />
      <Outlet />
      <Footer privacyChoices={<PrivacyChoices />} />
      <CartSync />
    </>
  );
}

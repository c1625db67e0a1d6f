import { Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';

export default function MainLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
}

import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';

export default function MainLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
}

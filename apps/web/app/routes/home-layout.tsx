import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';

/** SPEC §2: the home route has its own header and footer layout. */
export default function HomeLayout() {
  return (
    <>
      <Header variant="home" />
      <Outlet />
      <Footer variant="home" />
    </>
  );
}

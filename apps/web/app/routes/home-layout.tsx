import { Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';

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

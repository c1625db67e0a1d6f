import { AdminErrorPage } from './admin-shell.tsx';
import { useAdminUser } from './use-admin-user.ts';

/** A screen only an admin may see: anyone else reads its title and why not. */
export function AdminsOnly({
  title,
  refusal,
  children,
}: {
  title: string;
  refusal: string;
  children: React.ReactNode;
}) {
  const user = useAdminUser();
  if (user.role === 'ADMIN') return children;
  return <AdminErrorPage title={title} message={refusal} />;
}

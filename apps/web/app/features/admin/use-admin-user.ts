import type { UserRole } from '@shop/shared';
import { useRouteLoaderData } from 'react-router';

export interface AdminUser {
  name: string;
  mobile: string;
  role: Exclude<UserRole, 'CUSTOMER'>;
}

/** The signed-in member of the team, as the admin layout loaded them; pages hide what their role cannot do. */
export function useAdminUser(): AdminUser {
  const data = useRouteLoaderData('routes/admin/layout') as { user?: AdminUser } | undefined;
  if (!data?.user) throw new Error('useAdminUser outside the back office');
  return data.user;
}

import { Link } from 'react-router';
import { AdminPageHeader } from '#app/features/admin/index.ts';

export default function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title="Page not found" description="There is no back-office page at this address." />
      <Link to="/admin" className="text-brand-800 underline">
        Back to the dashboard
      </Link>
    </>
  );
}

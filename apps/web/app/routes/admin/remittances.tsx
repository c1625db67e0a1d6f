import type { OverdueRemittance } from '@shop/shared';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  useAdminUser,
  useShopAggregator,
} from '#app/features/admin/index.ts';
import { OverdueRemittances, RemittanceImportForm } from '#app/features/admin/remittances/index.ts';
import type { Route } from './+types/remittances';

// docs/cod.md#remittances: the courier's COD remittances, imported, and the cash still out.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<OverdueRemittance[]>('/admin/cod-remittances/overdue', request);
  return { rows: res.body, error: res.status === 200 ? undefined : res.message, now: Date.now() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="COD remittances" description="Loading…" />;
}

export default function Remittances({ loaderData }: Route.ComponentProps) {
  const { rows, error, now } = loaderData;
  const user = useAdminUser();
  const aggregator = useShopAggregator();
  return (
    <>
      <AdminPageHeader
        title="COD remittances"
        description="The cash couriers collect on delivery and pay over to the shop. Import their report to mark orders paid; chase what is late."
      />
      <div className="space-y-6">
        {user.role === 'ADMIN' ? (
          <RemittanceImportForm sandbox={aggregator === true} />
        ) : (
          <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-stone-700">
            Only an admin imports remittance reports.
          </p>
        )}
        <section aria-labelledby="overdue-title">
          <h2 id="overdue-title" className="mb-3 text-xl text-brand-900">
            Cash not in after 10 days
          </h2>
          {error || !rows ? (
            <AdminLoadError message={error ?? ''} />
          ) : (
            <OverdueRemittances rows={rows} now={now} />
          )}
        </section>
      </div>
    </>
  );
}

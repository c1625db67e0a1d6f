import type { FailedDelivery } from '@shop/shared';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  FAILED_DELIVERIES_PATH,
} from '#app/features/admin/index.ts';
import { FailedDeliveriesQueue } from '#app/features/admin/shipping/index.ts';
import type { Route } from './+types/failed-deliveries';

// docs/shipments.md#failed-deliveries: the orders whose delivery failed, waiting for the team's decision.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<FailedDelivery[]>(FAILED_DELIVERIES_PATH, request);
  if (res.status === 404) {
    return {
      rows: undefined,
      error: 'This shop ships by hand: there is no courier to ask about failed deliveries.',
    };
  }
  return { rows: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Failed deliveries" description="Loading…" />;
}

export default function FailedDeliveries({ loaderData }: Route.ComponentProps) {
  const { rows, error } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Failed deliveries"
        description="Parcels the courier could not deliver. Ask for another attempt, or have them returned to the shop."
      />
      {error || !rows ? <AdminLoadError message={error ?? ''} /> : <FailedDeliveriesQueue rows={rows} />}
    </>
  );
}

import type { ShippingSettings } from '@shop/shared';
import { AdminErrorPage, AdminPageHeader, adminGet } from '#app/features/admin/index.ts';
import { ShippingSettingsForm } from '#app/features/admin/settings/index.ts';
import type { Route } from './+types/settings';

// docs/admin.md#settings: delivery charges, packaging and the courier rule, as the checkout and shipments use them.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<ShippingSettings>('/admin/settings/shipping', request);
  return { settings: res.body, error: res.status === 200 ? undefined : res.message };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminPageHeader title="Shipping settings" description="Loading…" />;
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  if (loaderData.error || !loaderData.settings)
    return <AdminErrorPage title="Shipping settings" message={loaderData.error ?? 'Not found'} />;
  return (
    <>
      <AdminPageHeader
        title="Shipping settings"
        description="What delivery costs shoppers, the packaging each parcel adds, and how the courier is chosen."
      />
      <ShippingSettingsForm settings={loaderData.settings} />
    </>
  );
}

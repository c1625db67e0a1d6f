import type { PaymentSettings, ShippingSettings } from '@shop/shared';
import { AdminErrorPage, AdminLoadError, AdminPageHeader, adminGet } from '#app/features/admin/index.ts';
import { PaymentSettingsForm, ShippingSettingsForm } from '#app/features/admin/settings/index.ts';
import type { Route } from './+types/settings';

// docs/admin.md#settings: delivery charges, packaging and the courier rule, as the checkout and shipments use them;
// and the payments (docs/cod.md#settings): cash on delivery's rules.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [shipping, payments] = await Promise.all([
    adminGet<ShippingSettings>('/admin/settings/shipping', request),
    adminGet<PaymentSettings>('/admin/settings/payments', request),
  ]);
  return {
    settings: shipping.body,
    error: shipping.status === 200 ? undefined : shipping.message,
    payments: payments.status === 200 ? payments.body : undefined,
    paymentsError: payments.status === 200 ? undefined : payments.message,
  };
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
      {loaderData.payments ? (
        <PaymentSettingsForm settings={loaderData.payments} />
      ) : (
        <div className="mt-10">
          <AdminLoadError message={`Payments: ${loaderData.paymentsError ?? 'Not found'}`} />
        </div>
      )}
    </>
  );
}

import type { OrderAddress } from '@shop/shared';
import type { ReactNode } from 'react';

/**
 * An order's postal address as a label would print it: the shopper's order page, the back office's order page
 * and the packing slip all write it this way. `children` adds lines after the country (a phone number).
 */
export function OrderAddressLines({
  address,
  className,
  children,
}: {
  address: OrderAddress;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <address className={`leading-relaxed not-italic ${className ?? ''}`}>
      <span className="font-semibold text-ink">{address.name}</span>
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zipcode}
      <br />
      {address.country}
      {children}
    </address>
  );
}

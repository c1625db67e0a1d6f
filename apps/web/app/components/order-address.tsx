import type { OrderAddress } from '@shop/shared';
import type { ReactNode } from 'react';
import { Typed } from '#app/i18n/typed.tsx';

const asWritten = (name: string) => name;

/**
 * An order's postal address as a label would print it: the shopper's order page, the back office's order page
 * and the packing slip all write it this way. `children` adds lines after the country (a phone number).
 * `placeName` names the state and the country in the page's language (a Hindi page: `राजस्थान`, `भारत`); what
 * the shopper typed stays as typed, marked English on a Hindi page when in Latin letters.
 */
export function OrderAddressLines({
  address,
  className,
  children,
  placeName = { state: asWritten, country: asWritten },
}: {
  address: OrderAddress;
  className?: string;
  children?: ReactNode;
  placeName?: { state: (state: string) => string; country: (country: string) => string };
}) {
  return (
    <address className={`leading-relaxed not-italic ${className ?? ''}`}>
      <Typed className="font-semibold text-ink">{address.name}</Typed>
      <br />
      <Typed>{address.line1}</Typed>
      {address.line2 ? (
        <>
          <br />
          <Typed>{address.line2}</Typed>
        </>
      ) : null}
      <br />
      <Typed>{address.city}</Typed>, {placeName.state(address.state)} {address.zipcode}
      <br />
      {placeName.country(address.country)}
      {children}
    </address>
  );
}

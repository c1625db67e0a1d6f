import type { SavedAddress } from '@shop/shared';
import { useEffect, useState } from 'react';
import { get } from '#app/lib/api.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { parsePincode, useRememberedPincode } from './pincode-store.ts';

// One look at the saved addresses per sign-in and page load, however many widgets ask.
const addressPincodes = new Map<string, Promise<string | null>>();

/** The PIN code of the shopper's default address (the newest saved one, listed first), or null. */
function defaultAddressPincode(token: string): Promise<string | null> {
  let asked = addressPincodes.get(token);
  if (!asked) {
    asked = get<SavedAddress[]>('/userAddress', { token, quiet: true }).then((answer) =>
      answer?.status === 200 && answer.body?.[0] ? parsePincode(answer.body[0].pincode) : null,
    );
    addressPincodes.set(token, asked);
  }
  return asked;
}

/**
 * The PIN code to estimate for: the one remembered on the device, else, when logged in, the default address's.
 * Null on the server and until the browser has read them.
 */
export function useShopperPincode(): string | null {
  const remembered = useRememberedPincode();
  const [{ token }] = useSession();
  const [fromAddress, setFromAddress] = useState<string | null>(null);
  useEffect(() => {
    if (remembered || !token) return;
    let current = true;
    void defaultAddressPincode(token).then((pincode) => {
      if (current) setFromAddress(pincode);
    });
    return () => {
      current = false;
    };
  }, [remembered, token]);
  return remembered ?? (token ? fromAddress : null);
}

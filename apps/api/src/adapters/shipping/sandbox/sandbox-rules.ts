/**
 * The sandbox aggregator's deterministic rules (docs/shipping.md#the-sandbox): which PIN codes it serves, which
 * take cash on delivery, and what each courier charges and takes by distance from the pickup PIN code.
 */

/** PIN codes served for prepaid parcels only: no courier collects cash there. */
export const PREPAID_ONLY_PINCODES: readonly string[] = ['110037', '400099', '560300', '700156'];

/**
 * PIN codes whose reverse pickups are booked without an AWB, as Shiprocket may answer `/orders/create/return`:
 * the AWB, and with it the pickup, comes from `/courier/assign/awb`.
 */
export const RETURN_AWB_LATER_PINCODES: readonly string[] = ['411037'];

/** First digits of the metro regions (Delhi, Mumbai, Bengaluru/Hyderabad, Chennai, Kolkata): a day faster. */
const METRO_FIRST_DIGITS = new Set(['1', '4', '5', '6', '7']);

export type Zone = 'local' | 'zonal' | 'national';

interface SandboxCourier {
  /** Shiprocket's courier_company_id for it. */
  id: number;
  name: string;
  /** Paise for the first 500 g, and for each further 500 g, by zone. */
  firstSlab: Record<Zone, number>;
  nextSlab: Record<Zone, number>;
  days: Record<Zone, number>;
  rating: number;
  cod: boolean;
}

export const SANDBOX_COURIERS: readonly SandboxCourier[] = [
  {
    id: 10,
    name: 'Delhivery Surface',
    firstSlab: { local: 3_500, zonal: 4_500, national: 6_000 },
    nextSlab: { local: 2_500, zonal: 3_500, national: 4_500 },
    days: { local: 2, zonal: 4, national: 6 },
    rating: 4.2,
    cod: true,
  },
  {
    id: 33,
    name: 'Xpressbees Surface',
    firstSlab: { local: 3_300, zonal: 4_300, national: 5_700 },
    nextSlab: { local: 2_400, zonal: 3_300, national: 4_300 },
    days: { local: 2, zonal: 4, national: 7 },
    rating: 3.9,
    cod: true,
  },
  {
    id: 24,
    name: 'Blue Dart Air',
    firstSlab: { local: 6_000, zonal: 8_000, national: 9_500 },
    nextSlab: { local: 4_000, zonal: 5_500, national: 7_000 },
    days: { local: 1, zonal: 2, national: 3 },
    rating: 4.6,
    cod: false,
  },
  {
    id: 45,
    name: 'Ecom Express Surface',
    firstSlab: { local: 3_400, zonal: 4_400, national: 5_900 },
    nextSlab: { local: 2_400, zonal: 3_400, national: 4_400 },
    days: { local: 3, zonal: 5, national: 6 },
    rating: 4.0,
    cod: true,
  },
];

/** What a courier adds to collect cash at the door. */
export const COD_CHARGE_PAISE = 3_000;

export interface SandboxQuote {
  courier: SandboxCourier;
  ratePaise: number;
  days: number;
  cod: boolean;
}

export const isPincode = (value: string) => /^[1-9][0-9]{5}$/.test(value);

/** PIN codes starting with 9 (the army post offices' series) are not served. */
export const isServed = (pincode: string) => isPincode(pincode) && !pincode.startsWith('9');

export function zoneOf(pickup: string, delivery: string): Zone {
  if (pickup.slice(0, 3) === delivery.slice(0, 3)) return 'local';
  return pickup[0] === delivery[0] ? 'zonal' : 'national';
}

/** The couriers for a parcel, cheapest first; none when the PIN code is not served (for this mode of payment). */
export function quotesFor(query: {
  pickup: string;
  delivery: string;
  grams: number;
  cod: boolean;
}): SandboxQuote[] {
  if (!isServed(query.pickup) || !isServed(query.delivery)) return [];
  const prepaidOnly = PREPAID_ONLY_PINCODES.includes(query.delivery);
  if (query.cod && prepaidOnly) return [];
  const zone = zoneOf(query.pickup, query.delivery);
  const metro = zone !== 'local' && METRO_FIRST_DIGITS.has(query.delivery[0] ?? '');
  const slabs = Math.max(1, Math.ceil(query.grams / 500));
  return SANDBOX_COURIERS.filter((courier) => !query.cod || courier.cod)
    .map((courier) => ({
      courier,
      ratePaise:
        courier.firstSlab[zone] + (slabs - 1) * courier.nextSlab[zone] + (query.cod ? COD_CHARGE_PAISE : 0),
      days: Math.max(1, courier.days[zone] - (metro ? 1 : 0)),
      cod: courier.cod && !prepaidOnly,
    }))
    .sort((a, b) => a.ratePaise - b.ratePaise);
}

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day `days` working days (Sundays off) after `from`, in India, as Shiprocket's etd: "Dec 02, 2026". */
export function etdAfter(from: Date, days: number): string {
  const day = new Date(from.getTime() + IST_OFFSET_MS);
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) left -= 1;
  }
  return `${MONTHS[day.getUTCMonth()]} ${String(day.getUTCDate()).padStart(2, '0')}, ${day.getUTCFullYear()}`;
}

/** A plausible hub for a scan in transit: the region of the PIN code's first digit. */
export function hubFor(pincode: string): string {
  const hubs: Record<string, string> = {
    '1': 'Delhi Hub (Delhi)',
    '2': 'Lucknow Hub (Uttar Pradesh)',
    '3': 'Ahmedabad Hub (Gujarat)',
    '4': 'Bhiwandi Hub (Maharashtra)',
    '5': 'Hyderabad Hub (Telangana)',
    '6': 'Chennai Hub (Tamil Nadu)',
    '7': 'Kolkata Hub (West Bengal)',
    '8': 'Patna Hub (Bihar)',
  };
  return hubs[pincode[0] ?? ''] ?? 'Delhi Hub (Delhi)';
}

import { INDIAN_STATES } from '@shop/shared';

type IndianState = (typeof INDIAN_STATES)[number];

/** The two-digit GST state codes (the first two digits of a GSTIN), for every state of the address form's list. */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

// Older and everyday names a shopper may type at the hosted checkout.
const ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  nationalcapitalterritoryofdelhi: 'Delhi',
  jk: 'Jammu and Kashmir',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  tn: 'Tamil Nadu',
  up: 'Uttar Pradesh',
  mp: 'Madhya Pradesh',
  wb: 'West Bengal',
};

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const BY_KEY = new Map<string, IndianState>([
  ...INDIAN_STATES.map((state) => [key(state), state] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The state an address names, as GST knows it: its official name and code. Spelling, case, "&" and the old names
 * (Orissa, Pondicherry) are forgiven; a name that is no Indian state answers null.
 */
export function gstState(name: string | null | undefined): { name: IndianState; code: string } | null {
  if (!name) return null;
  const state = BY_KEY.get(key(name));
  return state ? { name: state, code: GST_STATE_CODES[state] } : null;
}

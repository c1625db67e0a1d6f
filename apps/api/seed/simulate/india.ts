import type { INDIAN_STATES } from '@shop/shared';
import { pick } from '../data/random.ts';
import { weightedIndex } from './random-ids.ts';

type IndianState = (typeof INDIAN_STATES)[number];

/**
 * Where a brand's online orders come from: each state's share (the metros' states far ahead) and cities with the
 * first three digits of their PIN codes, as India Post gives them.
 */
const REGIONS: readonly { state: IndianState; share: number; cities: readonly [string, string][] }[] = [
  {
    state: 'Maharashtra',
    share: 16,
    cities: [
      ['Mumbai', '400'],
      ['Pune', '411'],
      ['Thane', '400'],
      ['Nagpur', '440'],
      ['Nashik', '422'],
    ],
  },
  {
    state: 'Delhi',
    share: 12,
    cities: [
      ['New Delhi', '110'],
      ['Delhi', '110'],
    ],
  },
  {
    state: 'Karnataka',
    share: 12,
    cities: [
      ['Bengaluru', '560'],
      ['Mysuru', '570'],
      ['Mangaluru', '575'],
      ['Hubballi', '580'],
    ],
  },
  {
    state: 'Tamil Nadu',
    share: 8,
    cities: [
      ['Chennai', '600'],
      ['Coimbatore', '641'],
      ['Madurai', '625'],
    ],
  },
  {
    state: 'Telangana',
    share: 7,
    cities: [
      ['Hyderabad', '500'],
      ['Warangal', '506'],
    ],
  },
  {
    state: 'Uttar Pradesh',
    share: 7,
    cities: [
      ['Lucknow', '226'],
      ['Noida', '201'],
      ['Ghaziabad', '201'],
      ['Kanpur', '208'],
      ['Varanasi', '221'],
    ],
  },
  {
    state: 'West Bengal',
    share: 6,
    cities: [
      ['Kolkata', '700'],
      ['Howrah', '711'],
      ['Siliguri', '734'],
    ],
  },
  {
    state: 'Gujarat',
    share: 6,
    cities: [
      ['Ahmedabad', '380'],
      ['Surat', '395'],
      ['Vadodara', '390'],
      ['Rajkot', '360'],
    ],
  },
  {
    state: 'Haryana',
    share: 4,
    cities: [
      ['Gurugram', '122'],
      ['Faridabad', '121'],
    ],
  },
  {
    state: 'Kerala',
    share: 4,
    cities: [
      ['Kochi', '682'],
      ['Thiruvananthapuram', '695'],
      ['Kozhikode', '673'],
    ],
  },
  {
    state: 'Rajasthan',
    share: 3,
    cities: [
      ['Jaipur', '302'],
      ['Jodhpur', '342'],
      ['Udaipur', '313'],
    ],
  },
  {
    state: 'Madhya Pradesh',
    share: 3,
    cities: [
      ['Indore', '452'],
      ['Bhopal', '462'],
    ],
  },
  {
    state: 'Andhra Pradesh',
    share: 3,
    cities: [
      ['Visakhapatnam', '530'],
      ['Vijayawada', '520'],
    ],
  },
  {
    state: 'Punjab',
    share: 2,
    cities: [
      ['Ludhiana', '141'],
      ['Amritsar', '143'],
      ['Mohali', '160'],
    ],
  },
  {
    state: 'Odisha',
    share: 1.5,
    cities: [
      ['Bhubaneswar', '751'],
      ['Cuttack', '753'],
    ],
  },
  {
    state: 'Bihar',
    share: 1.5,
    cities: [
      ['Patna', '800'],
      ['Gaya', '823'],
    ],
  },
  { state: 'Assam', share: 1, cities: [['Guwahati', '781']] },
  {
    state: 'Jharkhand',
    share: 1,
    cities: [
      ['Ranchi', '834'],
      ['Jamshedpur', '831'],
    ],
  },
  { state: 'Chandigarh', share: 1, cities: [['Chandigarh', '160']] },
  { state: 'Uttarakhand', share: 1, cities: [['Dehradun', '248']] },
  { state: 'Chhattisgarh', share: 0.8, cities: [['Raipur', '492']] },
  {
    state: 'Goa',
    share: 0.7,
    cities: [
      ['Panaji', '403'],
      ['Margao', '403'],
    ],
  },
  {
    state: 'Jammu and Kashmir',
    share: 0.5,
    cities: [
      ['Jammu', '180'],
      ['Srinagar', '190'],
    ],
  },
  { state: 'Himachal Pradesh', share: 0.4, cities: [['Shimla', '171']] },
  { state: 'Puducherry', share: 0.3, cities: [['Puducherry', '605']] },
  { state: 'Meghalaya', share: 0.2, cities: [['Shillong', '793']] },
];

const SHARES = REGIONS.map((region) => region.share);
const TOTAL_SHARE = SHARES.reduce((sum, share) => sum + share, 0);

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Amrita',
  'Ananya',
  'Anjali',
  'Arjun',
  'Bhavna',
  'Chitra',
  'Deepa',
  'Devika',
  'Divya',
  'Farah',
  'Gaurav',
  'Gurpreet',
  'Harini',
  'Harsh',
  'Isha',
  'Ishaan',
  'Jyoti',
  'Kabir',
  'Kavya',
  'Kiran',
  'Lakshmi',
  'Madhuri',
  'Manoj',
  'Meera',
  'Megha',
  'Naina',
  'Neha',
  'Nikhil',
  'Nisha',
  'Pallavi',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Rashmi',
  'Ritika',
  'Riya',
  'Rohan',
  'Sakshi',
  'Sana',
  'Sanjana',
  'Shreya',
  'Simran',
  'Sneha',
  'Sonal',
  'Suresh',
  'Swati',
  'Tanvi',
  'Tanya',
  'Varun',
  'Vidya',
  'Vikram',
  'Yamini',
  'Zoya',
  'Aparna',
  'Revathi',
  'Fatima',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Kulkarni',
  'Deshpande',
  'Joshi',
  'Mehta',
  'Shah',
  'Patel',
  'Banerjee',
  'Chatterjee',
  'Das',
  'Ghosh',
  'Singh',
  'Kaur',
  'Gill',
  'Khan',
  'Siddiqui',
  'Agarwal',
  'Gupta',
  'Jain',
  'Menon',
  'Pillai',
  'Subramanian',
  'Krishnan',
  'Chauhan',
  'Rathore',
  'Yadav',
  'Mishra',
  'Pandey',
  'Tiwari',
  'Bose',
  'Mukherjee',
  'Naidu',
  'Hegde',
  'Shetty',
  'Fernandes',
  "D'Souza",
  'Kapoor',
];
const STREETS = [
  'MG Road',
  'Station Road',
  'Main Road',
  'Temple Street',
  'Gandhi Nagar',
  'Nehru Road',
  'Park Street',
  'Lake View Road',
  'Ring Road',
  'Market Road',
  'Church Street',
  'Civil Lines',
  'Sector 12',
  'Sector 45',
  'Phase 2',
  'Old Town Road',
];
const BUILDINGS = ['Apartments', 'Residency', 'Heights', 'Enclave', 'Towers', 'Nivas', 'Villa', 'Gardens'];
const LANDMARKS = [
  'near City Mall',
  'opposite Post Office',
  'behind SBI',
  'near Metro Station',
  'near Hanuman Temple',
  '',
];

export interface SimulatedPerson {
  firstName: string;
  lastName: string;
  state: IndianState;
  city: string;
  pincode: string;
  line1: string;
  line2: string;
}

/** A shopper's name and home: a state by its share of orders, a city in it and a PIN code of that city. */
export function simulatedPerson(random: () => number): SimulatedPerson {
  const region = REGIONS[weightedIndex(random, SHARES, TOTAL_SHARE)] as (typeof REGIONS)[number];
  const [city, prefix] = pick(random, region.cities);
  // Post offices of a city are numbered from its prefix up; the low numbers are the ones in use.
  const pincode = `${prefix}${String(1 + Math.floor(random() * 98)).padStart(3, '0')}`;
  const house = 1 + Math.floor(random() * 400);
  const flat = random() < 0.6;
  return {
    firstName: pick(random, FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    state: region.state,
    city,
    pincode,
    line1: flat
      ? `Flat ${100 + Math.floor(random() * 1200)}, ${pick(random, LAST_NAMES)} ${pick(random, BUILDINGS)}`
      : `${house}, ${pick(random, STREETS)}`,
    line2: [pick(random, STREETS), pick(random, LANDMARKS)].filter(Boolean).join(', '),
  };
}

export interface SeedUser {
  mobile: string;
  name: string;
  email: string;
}

const names = [
  'Priya Sharma',
  'Ananya Iyer',
  'Rohit Kulkarni',
  'Sneha Reddy',
  'Aarav Mehta',
  'Kavya Nair',
  'Ishita Banerjee',
  'Vikram Singh Rathore',
  'Pooja Agarwal',
  'Neha Joshi',
  'Arjun Menon',
  'Meghna Das',
  'Simran Kaur',
  'Rahul Verma',
  'Divya Pillai',
  'Tanvi Deshpande',
  'Farah Khan',
  'Nikhil Chauhan',
  'Lakshmi Subramanian',
  'Ritika Jain',
];

/** Demo customers with mobiles 9000000001 onwards, some of whom wrote reviews. */
export const users: SeedUser[] = names.map((name, index) => ({
  mobile: String(9000000001 + index),
  name,
  email: `${name.toLowerCase().split(' ').join('.')}@example.com`,
}));

/**
 * The brand behind the shop. Everything a shop owner would rebrand lives here, read by the API (seed, SEO,
 * e-mails) and by the storefront (header, footer, contact and about pages).
 */
export const brand = {
  name: 'Vanya Naturals',
  legalName: 'Vanya Naturals Private Limited',
  tagline: 'Ancient Indian rituals, clean modern formulas',
  blurb:
    'Handmade in Udaipur from Ayurvedic herbs and cold-pressed oils. Every formula is vegan, cruelty free and made without parabens, sulfates or synthetic perfume.',
  email: 'care@vanyanaturals.in',
  phone: '+91 294 241 5566',
  whatsapp: '919829012345',
  whatsappGreeting: 'Hello, I am from your website!',
  address: {
    line1: '14, Fatehpura Circle Road',
    line2: 'Near Saheli Marg',
    city: 'Udaipur',
    state: 'Rajasthan',
    pincode: '313004',
    country: 'India',
  },
  /** docs/orders.md#invoices-and-credit-notes: what the tax invoice says of the seller. */
  tax: {
    gstin: '08AAKCV4821M1Z3',
    /** Place of supply for CGST + SGST; any other state is inter-state, IGST. */
    state: 'Rajasthan',
    stateCode: '08',
    /** Invoices are numbered VN/2026-27/000123, credit notes VN/CN/2026-27/000007. */
    invoicePrefix: 'VN',
  },
  customerServiceHours: 'Monday to Friday, 10:30 AM - 7:30 PM',
  social: {
    facebook: 'https://www.facebook.com/vanyanaturals',
    instagram: 'https://www.instagram.com/vanyanaturals',
  },
  founders: [
    {
      name: 'Meera Rathore',
      title: 'Co-founder & Director',
      bio: 'A pharmacologist who spent five years with Ayurvedic vaidyas in Mewar, turning family recipes into stable, tested formulas.',
      links: {
        instagram: 'https://www.instagram.com/meera.vanya',
        linkedin: 'https://www.linkedin.com/in/meera-rathore',
      },
    },
    {
      name: 'Arjun Mehta',
      title: 'Co-founder',
      bio: 'Runs sourcing and production, working directly with farmers in Rajasthan and Kerala for saffron, aloe and coconut.',
      // docs/product.md#brand: the second founder's professional-network link is left for the shop to fill in.
      links: { instagram: 'https://www.instagram.com/arjun.vanya', linkedin: '' },
    },
  ],
  figures: { satisfiedClients: '9500+', offices: '04', products: '54+', repeatCustomers: '85%' },
  copyrightYear: 2025,
  developerCredit: 'Built with the open-source Vanya shop',
} as const;

export type Brand = typeof brand;

/** WhatsApp chat link with the prefilled greeting (docs/product.md#brand). */
export function whatsappLink(text: string = brand.whatsappGreeting): string {
  return `https://wa.me/${brand.whatsapp}?text=${encodeURIComponent(text)}`;
}

/** docs/product.md#brand: the claims a product may carry, each drawn as an icon on its page. */
export const CLAIM_LABELS = [
  'Vegan',
  'Sulfate Free',
  'Paraben Free',
  'Cruelty Free',
  'Dermatologically Tested',
  'No Perfume',
] as const;
export type ClaimLabel = (typeof CLAIM_LABELS)[number];

/** docs/admin.md#roles: CUSTOMER is every shopper; STAFF and ADMIN work in the back office. */
export const USER_ROLES = ['CUSTOMER', 'STAFF', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

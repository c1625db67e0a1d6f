import type { SeedIngredient } from './types.ts';

export const ingredients: SeedIngredient[] = [
  {
    name: 'Kumkumadi Tailam',
    shortDescription:
      'A classical Ayurvedic blend of saffron and 16 herbs slow-cooked in sesame oil, prized for an even, radiant complexion.',
    color: '#c8641e',
    motif: 'drop',
  },
  {
    name: 'Saffron',
    shortDescription: 'Kashmiri kesar rich in crocin that helps brighten dull skin and fade uneven tone.',
    color: '#d9541e',
    motif: 'flower',
  },
  {
    name: 'Bhringraj',
    shortDescription: 'Known as the king of hair in Ayurveda, it nourishes the scalp and strengthens roots.',
    color: '#3f6b35',
    motif: 'leaf',
  },
  {
    name: 'Amla',
    shortDescription:
      'Indian gooseberry, one of nature’s richest sources of vitamin C, for strong and glossy hair.',
    color: '#8fae3e',
    motif: 'fruit',
  },
  {
    name: 'Neem',
    shortDescription: 'A bitter, purifying leaf that keeps acne-causing bacteria and dandruff in check.',
    color: '#5b8a3c',
    motif: 'leaf',
  },
  {
    name: 'Aloe Vera',
    shortDescription:
      'Cold-processed aloe gel from Rajasthan that soothes, cools and hydrates without heaviness.',
    color: '#5fae76',
    motif: 'leaf',
  },
  {
    name: 'Turmeric',
    shortDescription: 'Haldi, the golden root of every Indian ubtan, calming redness and adding a warm glow.',
    color: '#e8a317',
    motif: 'powder',
  },
  {
    name: 'Sandalwood',
    shortDescription:
      'Cooling chandan from sustainably grown trees that calms irritated skin and evens tone.',
    color: '#c08a53',
    motif: 'powder',
  },
  {
    name: 'Rose',
    shortDescription: 'Steam-distilled rose water from Pushkar that tones, refreshes and balances pH.',
    color: '#d9607f',
    motif: 'flower',
  },
  {
    name: 'Rosehip Oil',
    shortDescription:
      'A cold-pressed seed oil full of natural retinoids and omega fatty acids for overnight repair.',
    color: '#c4513f',
    motif: 'drop',
  },
  {
    name: 'Niacinamide',
    shortDescription:
      'Vitamin B3 that refines the look of pores, controls oil and strengthens the skin barrier.',
    color: '#5aa3bd',
    motif: 'drop',
  },
  {
    name: 'Vitamin C',
    shortDescription: 'A stable form of vitamin C that fights dullness and protects against daily pollution.',
    color: '#f29b2b',
    motif: 'fruit',
  },
  {
    name: 'Hibiscus',
    shortDescription: 'Gudhal flowers and leaves that condition hair, add shine and reduce breakage.',
    color: '#c8325a',
    motif: 'flower',
  },
  {
    name: 'Red Onion',
    shortDescription: 'Sulphur-rich onion extract that supports thicker-looking hair and reduces hair fall.',
    color: '#8e3a59',
    motif: 'fruit',
  },
  {
    name: 'Coconut Oil',
    shortDescription:
      'Virgin, cold-pressed coconut oil from Kerala that penetrates the hair shaft to prevent protein loss.',
    color: '#b59a68',
    motif: 'fruit',
  },
  {
    name: 'Shea Butter',
    shortDescription: 'Unrefined butter from the African shea nut that deeply moisturises very dry skin.',
    color: '#d6b884',
    motif: 'powder',
  },
  {
    name: 'Tea Tree',
    shortDescription:
      'An essential oil with natural antibacterial action that calms breakouts and an itchy scalp.',
    color: '#4f8a62',
    motif: 'leaf',
  },
  {
    name: 'Multani Mitti',
    shortDescription:
      'Fuller’s earth clay that draws out excess oil and impurities without stripping the skin.',
    color: '#a88d63',
    motif: 'powder',
  },
  {
    name: 'Licorice',
    shortDescription: 'Mulethi root extract that gently fades dark spots and soothes sensitive skin.',
    color: '#a0703f',
    motif: 'leaf',
  },
  {
    name: 'Sweet Almond Oil',
    shortDescription: 'Badam oil rich in vitamin E that softens skin and adds shine to dry hair.',
    color: '#c9955c',
    motif: 'drop',
  },
  {
    name: 'Tulsi',
    shortDescription: 'Holy basil, a purifying leaf that keeps skin clear and fresh.',
    color: '#4d7d46',
    motif: 'leaf',
  },
  {
    name: 'Fenugreek',
    shortDescription: 'Methi seeds, full of protein and lecithin, that soften hair and fight dandruff.',
    color: '#c2a14a',
    motif: 'powder',
  },
  {
    name: 'Shikakai',
    shortDescription:
      'A natural cleansing pod used for centuries to wash hair gently without stripping its oils.',
    color: '#8b6b3e',
    motif: 'fruit',
  },
  {
    name: 'Reetha',
    shortDescription: 'Soapnut, a fruit that foams naturally and cleanses hair and scalp mildly.',
    color: '#a5773f',
    motif: 'fruit',
  },
  {
    name: 'Green Tea',
    shortDescription: 'Antioxidant-rich tea leaves from Assam that calm skin and shield it from pollution.',
    color: '#6f9d4c',
    motif: 'leaf',
  },
  {
    name: 'Hyaluronic Acid',
    shortDescription:
      'A plant-derived humectant that holds up to a thousand times its weight in water for plump skin.',
    color: '#6aa9d8',
    motif: 'drop',
  },
  {
    name: 'Kokum Butter',
    shortDescription:
      'A light, non-greasy butter from the Konkan kokum fruit that heals dry and cracked skin.',
    color: '#a8566a',
    motif: 'fruit',
  },
  {
    name: 'Cocoa Butter',
    shortDescription: 'Rich cocoa butter that locks in moisture and keeps skin supple.',
    color: '#7a4b32',
    motif: 'powder',
  },
  {
    name: 'Rice Water',
    shortDescription: 'Fermented rice water with inositol that smooths the hair cuticle and adds shine.',
    color: '#b9ae90',
    motif: 'drop',
  },
  {
    name: 'Vitamin E',
    shortDescription: 'Plant-based tocopherol that protects the skin barrier and keeps oils fresh.',
    color: '#d8ad2f',
    motif: 'drop',
  },
  {
    name: 'Argan Oil',
    shortDescription: 'Moroccan liquid gold that tames frizz and seals split ends.',
    color: '#c98a32',
    motif: 'drop',
  },
  {
    name: 'Cucumber',
    shortDescription: 'A cooling extract that calms puffiness and refreshes tired skin.',
    color: '#6fae5e',
    motif: 'fruit',
  },
  {
    name: 'Orange Peel',
    shortDescription: 'Sun-dried santra peel that gently exfoliates and brightens.',
    color: '#f08a24',
    motif: 'fruit',
  },
  {
    name: 'Bakuchi',
    shortDescription: 'Seeds that give bakuchiol, a gentle plant alternative to retinol for fine lines.',
    color: '#7d5a8c',
    motif: 'powder',
  },
  {
    name: 'Jojoba Oil',
    shortDescription: 'A liquid wax that mirrors the skin’s own sebum, balancing oily and dry areas alike.',
    color: '#c7a24f',
    motif: 'drop',
  },
  {
    name: 'Zinc Oxide',
    shortDescription: 'A mineral filter that sits on the skin and reflects both UVA and UVB rays.',
    color: '#8d99a6',
    motif: 'powder',
  },
  {
    name: 'Carrot Seed Oil',
    shortDescription: 'An antioxidant oil rich in beta-carotene that supports skin against sun stress.',
    color: '#e77f2e',
    motif: 'drop',
  },
  {
    name: 'Besan',
    shortDescription: 'Gram flour, the base of every family ubtan, that cleanses and polishes the skin.',
    color: '#d9ae4f',
    motif: 'powder',
  },
  {
    name: 'Coffee',
    shortDescription:
      'Finely ground Coorg coffee whose caffeine wakes up dull skin and improves circulation.',
    color: '#5e3b27',
    motif: 'powder',
  },
  {
    name: 'Kalonji',
    shortDescription: 'Black seed oil, a traditional remedy for thinning hair and a flaky scalp.',
    color: '#3d3a36',
    motif: 'powder',
  },
  {
    name: 'Rosemary',
    shortDescription: 'An invigorating herb that stimulates the scalp and supports healthy hair growth.',
    color: '#5e8a6c',
    motif: 'leaf',
  },
  {
    name: 'Castor Oil',
    shortDescription: 'Thick, cold-pressed arandi oil that coats each strand and nourishes brows and lashes.',
    color: '#c0a458',
    motif: 'drop',
  },
  {
    name: 'Colloidal Oatmeal',
    shortDescription: 'Finely milled oats that soothe itchy, sensitive and eczema-prone skin.',
    color: '#c4ad7c',
    motif: 'powder',
  },
  {
    name: 'Beetroot',
    shortDescription: 'A natural pigment that gives lips a soft rosy tint.',
    color: '#9c2446',
    motif: 'fruit',
  },
  {
    name: 'Candelilla Wax',
    shortDescription: 'A plant wax from the candelilla shrub, the vegan alternative to beeswax.',
    color: '#c9ad5e',
    motif: 'leaf',
  },
  {
    name: 'Brown Sugar',
    shortDescription: 'Soft sugar crystals that buff away dry, flaky skin and dissolve as you rinse.',
    color: '#a8743a',
    motif: 'powder',
  },
  {
    name: 'Peppermint',
    shortDescription: 'A cooling mint oil that refreshes and leaves a gentle tingle.',
    color: '#3fa57a',
    motif: 'leaf',
  },
];

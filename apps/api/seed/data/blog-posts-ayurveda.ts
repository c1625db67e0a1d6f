import type { SeedBlogPost } from './blog.ts';

export const ayurvedaPosts: SeedBlogPost[] = [
  {
    slug: 'kumkumadi-tailam-the-saffron-elixir',
    title: 'Kumkumadi Tailam: The Saffron Elixir Behind Our Glow Serum',
    excerpt:
      'Sixteen herbs, Kashmiri saffron and days of slow cooking. The story of Ayurveda’s most famous beauty oil and how to use it well.',
    metaTitle: 'What Is Kumkumadi Tailam and How to Use It | Vanya Naturals',
    description:
      'The history, ingredients and preparation of Kumkumadi Tailam, what it does for the skin, and how to use Kumkumadi oil or serum at night.',
    category: 'ayurveda-and-ingredients',
    author: 'kavya-iyer',
    updatedAt: '2025-01-20',
    color: '#b5541c',
    motif: 'flower',
    featuredProduct: 'kumkumadi-glow-face-serum',
    inlineAlt: 'Saffron threads, sandalwood and lotus petals around an amber bottle of Kumkumadi serum',
    content: `<p>If you have spent any time reading about Ayurvedic skincare, you have met Kumkumadi Tailam. Its name comes from <em>kumkuma</em>, Sanskrit for saffron, and the classical texts describe it as a <em>varnya</em> preparation, one that improves the complexion. It is one of the few Ayurvedic formulas that has travelled from the vaidya’s shelf to the modern dressing table almost unchanged.</p>
<h2>What goes into it</h2>
<p>The recipe appears in texts such as the Bhaishajya Ratnavali. The exact list varies slightly by tradition, but most versions contain saffron with around sixteen other herbs. A few of the important ones:</p>
<ul>
<li><strong>Saffron (kumkuma):</strong> brightening and soothing, the heart of the formula.</li>
<li><strong>Sandalwood (chandana):</strong> cooling and calming for irritated skin.</li>
<li><strong>Licorice (yashtimadhu):</strong> known today for helping to fade dark spots.</li>
<li><strong>Vetiver (ushira) and lotus (padmaka):</strong> cooling herbs for heat-prone skin.</li>
<li><strong>Manjistha:</strong> traditionally used to purify the blood and even out tone.</li>
</ul>
<h2>How it is made</h2>
<p>The classical method is patient. The herbs are first boiled in water to make a decoction, which is then cooked slowly with sesame oil and, in some versions, a herbal paste, until all the water evaporates and only the infused oil remains. The process can take days. Done well, the oil takes on a deep golden colour and a warm, herbal scent.</p>
<p>When we developed our <a href="/product/kumkumadi-glow-face-serum">Kumkumadi Glow Face Serum</a>, we kept this method for the tailam itself but blended it with lighter oils like rosehip, so the finished serum absorbs quickly in Indian weather.</p>
{{inline-image}}
<h2>What it does for the skin</h2>
<p>People use Kumkumadi for dullness, uneven tone, dark spots and the tired look that comes from late nights. Saffron and licorice work on brightness, sandalwood and vetiver calm, and the oil base nourishes and softens. Results are gradual: most people notice softer skin within a week and a more even, brighter tone after four to six weeks of regular use.</p>
<h2>How to use it</h2>
<ol>
<li>Use it at night, on clean skin, when the skin repairs itself.</li>
<li>Warm three or four drops between your fingertips.</li>
<li>Press onto the face and neck, then massage upwards for a minute.</li>
<li>For dry skin, follow with a moisturiser; oily skin can use it alone.</li>
<li>In the morning, cleanse and apply sunscreen.</li>
</ol>
<h3>Who should be careful</h3>
<p>Traditional Kumkumadi is rich, and sesame oil can feel heavy on very oily or acne-prone skin. Start with two or three nights a week, or choose a lighter serum version. As with any new product, patch test first. Pure saffron oils are expensive, so be wary of very cheap versions; good Kumkumadi is never bright red and never smells of perfume.</p>
<p>There is a reason this formula has survived for centuries: it is simple to use, gentle and, with patience, genuinely effective. A few drops and a slow massage at night is as much a ritual for the mind as it is for the skin.</p>`,
  },
  {
    slug: 'bhringraj-king-of-herbs-for-hair',
    title: 'Bhringraj: Why Ayurveda Calls It the King of Hair',
    excerpt:
      'A humble weed that grows by paddy fields is one of the most respected hair herbs in Ayurveda. Here is why, and how to use it at home.',
    metaTitle: 'Bhringraj for Hair: Benefits and How to Use | Vanya Naturals',
    description:
      'What bhringraj is, what Ayurveda and modern studies say about it for hair fall and greying, and how to use bhringraj oil and hair packs.',
    category: 'ayurveda-and-ingredients',
    author: 'kavya-iyer',
    updatedAt: '2025-11-12',
    color: '#3f6b35',
    motif: 'leaf',
    featuredProduct: null,
    inlineAlt: 'Fresh bhringraj leaves and small white flowers on a stone grinding slab',
    content: `<p>Bhringraj, <em>Eclipta alba</em>, does not look like royalty. It is a small plant with narrow leaves and tiny white flowers that grows wild in damp soil, along canals and at the edges of rice fields across India. Yet its Sanskrit name means ruler of the hair, and it has been the centre of Ayurvedic hair care for centuries.</p>
<h2>What the classical texts say</h2>
<p>Ayurveda describes bhringraj as a <em>keshya</em> herb, one that is good for the hair, and a <em>rasayana</em>, a rejuvenating herb. It was used for hair fall, premature greying and a dry scalp, and also as a tonic for the liver and the eyes. The texts recommend it as a juice, a paste and, most famously, as an oil cooked with sesame or coconut oil.</p>
<h2>What modern research adds</h2>
<p>Laboratory and animal studies have found that bhringraj extract can support the growth phase of the hair cycle, and it contains compounds with antioxidant and anti-inflammatory activity. Human studies are still limited, so we are careful not to overpromise. What we can say is that a regular bhringraj oil massage nourishes the scalp, improves circulation and reduces breakage, and these are the foundations of healthy hair.</p>
{{inline-image}}
<h2>How we use it</h2>
<p>Our <a href="/product/bhringraj-and-amla-hair-oil">Bhringraj &amp; Amla Hair Oil</a> follows the traditional <em>taila paka</em> method. Fresh bhringraj is ground with amla, hibiscus and methi, then slow-cooked in cold-pressed coconut oil until the water evaporates and the oil takes on a deep green colour. We do this in small batches in copper vessels, and the oil rests for a week before it is bottled.</p>
<h2>Ways to use bhringraj at home</h2>
<ol>
<li><strong>As an oil:</strong> warm slightly and massage into the scalp once or twice a week, leave for one to two hours, then wash.</li>
<li><strong>As a hair pack:</strong> mix bhringraj powder with amla and methi powder and water into a paste, apply to the scalp for thirty minutes and rinse.</li>
<li><strong>In a shampoo:</strong> a mild herbal shampoo with bhringraj keeps the benefits going between oilings.</li>
</ol>
<h3>Good partners for bhringraj</h3>
<ul>
<li><strong>Amla</strong> for strength and shine.</li>
<li><strong>Hibiscus</strong> for softness and conditioning.</li>
<li><strong>Methi</strong> for dandruff and smoothness.</li>
<li><strong>Coconut oil</strong> as a base that reaches inside the hair shaft.</li>
</ul>
<h2>A note on expectations</h2>
<p>Bhringraj works slowly, like most herbs. Give it three months of regular use before judging the results, and remember that sudden or heavy hair fall has a cause worth finding with a doctor. Used patiently, though, it remains one of the most rewarding herbs in the Ayurvedic hair ritual, and one of the easiest to make part of your week.</p>`,
  },
  {
    slug: 'multani-mitti-the-clay-in-every-indian-kitchen',
    title: 'Multani Mitti: The Clay in Every Indian Kitchen, Explained',
    excerpt:
      'Fuller’s earth has cleansed Indian skin for generations. What makes it work, who it suits, and the mistakes that leave skin tight and dry.',
    metaTitle: 'Multani Mitti Benefits and How to Use It | Vanya Naturals',
    description:
      'What multani mitti is, how fuller’s earth absorbs oil, which skin types benefit, how to mix it for your skin and how often to use it.',
    category: 'ayurveda-and-ingredients',
    author: 'meera-rathore',
    updatedAt: '2026-03-28',
    color: '#a88d63',
    motif: 'powder',
    featuredProduct: 'multani-mitti-and-neem-clarifying-face-pack',
    inlineAlt: 'A clay bowl of multani mitti paste with a wooden spatula and rose petals',
    content: `<p>Ask any Indian woman about her first face pack and there is a good chance the answer is multani mitti. Named after Multan, where it was once traded, this soft, creamy clay was sold in every market as a rough block that you soaked overnight in rose water. It is still one of the most effective oil-absorbing ingredients we know.</p>
<h2>What it is</h2>
<p>Multani mitti is fuller’s earth, a clay rich in minerals such as magnesium, calcium and silica. Its name in English comes from the cloth trade: fullers used it to clean grease from wool. The same ability to absorb oil and dirt is what makes it so useful on oily skin.</p>
<h2>What it does for the skin</h2>
<ul>
<li>Absorbs excess oil and leaves a matte finish.</li>
<li>Draws out dirt from pores, which helps with blackheads.</li>
<li>Cools the skin, which is why it is loved in summer.</li>
<li>Gently exfoliates as you rinse it off.</li>
</ul>
{{inline-image}}
<h2>Mixing it for your skin type</h2>
<p>The liquid you mix it with matters as much as the clay itself.</p>
<ol>
<li><strong>Oily and acne-prone skin:</strong> mix with rose water and a pinch of neem powder.</li>
<li><strong>Combination skin:</strong> use rose water and apply only to the T-zone, with a gentler mask on the cheeks.</li>
<li><strong>Normal skin:</strong> add a teaspoon of aloe vera gel to keep it from drying out.</li>
<li><strong>Dry skin:</strong> add a few drops of almond oil, or choose a gentler rose clay mask instead.</li>
</ol>
<h2>The mistakes that cause dryness</h2>
<h3>Letting it dry completely</h3>
<p>The tight, cracked stage feels satisfying but it pulls water out of the skin. Rinse when the mask has just started to lighten in colour, usually after eight to ten minutes.</p>
<h3>Using it every day</h3>
<p>Twice a week is plenty for oily skin, once a week for normal skin. More often and you strip the barrier, which makes the skin produce even more oil.</p>
<h3>Skipping moisturiser afterwards</h3>
<p>Always follow a clay mask with a light moisturiser, even on oily skin. A gel with aloe vera is ideal.</p>
<h2>Buying good multani mitti</h2>
<p>Loose clay from the market can contain sand and grit, and quality varies a lot. Look for finely sieved, tested clay, or a ready-to-use pack where the clay is already blended with soothing ingredients. If you buy the raw block, dissolve it fully in water and strain the paste before applying.</p>
<p>Simple, cheap and effective, multani mitti has earned its place in Indian homes. Used with a little care, it is still one of the best friends oily skin can have.</p>`,
  },
  {
    slug: 'aloe-vera-beyond-sunburn',
    title: 'Aloe Vera Beyond Sunburn: Five Ways to Use It',
    excerpt:
      'The plant on your balcony does far more than cool a sunburn. Five ways to use aloe vera for skin, hair and lips, and what to look for in a gel.',
    metaTitle: 'Aloe Vera for Skin and Hair: Five Uses | Vanya Naturals',
    description:
      'Five practical ways to use aloe vera for skin, hair and lips, the difference between fresh and bottled gel, and how to spot a good aloe product.',
    category: 'ayurveda-and-ingredients',
    author: 'meera-rathore',
    updatedAt: '2026-08-19',
    color: '#5fae76',
    motif: 'leaf',
    featuredProduct: 'aloe-vera-and-cucumber-oil-free-gel-moisturiser',
    inlineAlt: 'A cut aloe vera leaf showing clear gel, beside a glass jar of aloe gel moisturiser',
    content: `<p>Almost every Indian home has an aloe vera plant in a pot on the balcony, usually reached for after a burn in the kitchen or a day in the sun. Ayurveda calls it <em>kumari</em>, and values it as a cooling, healing plant. It deserves a much bigger place in your routine than the first-aid shelf.</p>
<h2>Why aloe works</h2>
<p>Aloe gel is about 99 percent water, but the remaining one percent is special: polysaccharides that hold moisture on the skin, along with vitamins, enzymes and compounds that calm inflammation. The result is hydration without oil, which is exactly what hot, humid Indian weather calls for.</p>
{{inline-image}}
<h2>Five ways to use it</h2>
<h3>1. As a light moisturiser</h3>
<p>For oily skin in summer, an aloe vera gel can replace your cream entirely. Apply it to a damp face and it sinks in within seconds, leaving no shine.</p>
<h3>2. To calm irritation</h3>
<p>After waxing, threading or too much sun, a thin layer of chilled aloe gel soothes redness and heat. Keep a jar in the fridge during summer.</p>
<h3>3. As a hair and scalp treatment</h3>
<p>Aloe calms an itchy scalp and adds softness without weighing hair down. Massage it into the scalp thirty minutes before washing, or mix a spoonful with your hair mask.</p>
<h3>4. For dry lips</h3>
<p>At night, dab a little aloe on the lips before your lip balm. The gel adds water and the balm seals it in.</p>
<h3>5. As a base for face packs</h3>
<p>Mixing multani mitti or ubtan with aloe gel instead of water keeps the pack from drying the skin. It also makes the paste smoother and easier to spread.</p>
<h2>Fresh or bottled?</h2>
<p>Fresh gel straight from the leaf is lovely, but it needs care:</p>
<ol>
<li>Cut a mature, outer leaf and let it stand upright for ten minutes so the yellow latex drains out; it can irritate the skin.</li>
<li>Scoop out only the clear gel and blend it smooth.</li>
<li>Use it within three or four days, stored in the fridge.</li>
<li>Patch test first; some people are sensitive to fresh aloe.</li>
</ol>
<p>Bottled gels are convenient and last longer, but check the label:</p>
<ul>
<li>Aloe vera should be the first ingredient, not water.</li>
<li>Avoid gels with added alcohol, which dries the skin.</li>
<li>Bright green gels are usually coloured; real aloe is clear or slightly cloudy.</li>
<li>Fragrance free is best for sensitive skin.</li>
</ul>
<p>Aloe is proof that the most useful skincare is often the simplest. Whether from your balcony or a jar, it is one of the few ingredients that suits almost everyone, in almost every season.</p>`,
  },
];

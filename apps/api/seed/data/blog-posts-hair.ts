import type { SeedBlogPost } from './blog.ts';

export const hairPosts: SeedBlogPost[] = [
  {
    slug: 'champi-the-right-way-hair-oiling-guide',
    title: 'Champi, the Right Way: A Guide to Hair Oiling',
    excerpt:
      'Warm oil, slow fingers, patience. How to oil your hair so it helps your scalp instead of clogging it, and how long to leave it on.',
    metaTitle: 'How to Oil Your Hair the Right Way | Vanya Naturals',
    description:
      'A trichologist’s guide to hair oiling: choosing an oil, warming it, massaging the scalp, how long to leave it on and how to wash it out.',
    category: 'hair-care',
    author: 'tanvi-joshi',
    updatedAt: '2025-04-18',
    color: '#2f5a2d',
    motif: 'drop',
    featuredProduct: 'bhringraj-and-amla-hair-oil',
    inlineAlt: 'Warm Bhringraj hair oil in a small brass bowl next to a wooden comb',
    content: `<p>For most Indian families, Sunday meant a champi. Someone sat behind you with a bowl of warm coconut oil and worked it into your scalp until you nearly fell asleep. Science has since caught up with what grandmothers knew: oiling reduces protein loss from the hair, and a good scalp massage improves blood flow to the follicles. But there is a right way and a less helpful way to do it.</p>
<h2>Choose an oil for your hair, not for the trend</h2>
<ul>
<li><strong>Coconut oil</strong> is one of the few oils that actually penetrates the hair shaft. It suits most hair types and is the base of many Ayurvedic oils.</li>
<li><strong><a href="/product/bhringraj-and-amla-hair-oil">Bhringraj and amla oils</a></strong> are slow-cooked herbal oils for hair fall and a dry scalp.</li>
<li><strong>Onion and rosemary oils</strong> are popular for thinning hair and a receding hairline.</li>
<li><strong>Argan and almond oils</strong> are lighter and better for lengths and ends than for the scalp.</li>
<li><strong>Neem and tea tree oils</strong> are best for an itchy, flaky scalp.</li>
</ul>
<h2>Step by step</h2>
<ol>
<li><strong>Warm it gently.</strong> Stand the bottle in a mug of hot water for two minutes. Never microwave it; hot spots can burn the scalp.</li>
<li><strong>Section your hair.</strong> Part it into four and apply oil along each parting with your fingertips or a nozzle bottle.</li>
<li><strong>Massage with the pads of your fingers,</strong> not your nails, in small circles. Five to ten minutes is ideal. Go slowly; rough rubbing breaks hair.</li>
<li><strong>Run what is left on your fingers through the lengths,</strong> focusing on the ends.</li>
<li><strong>Wait.</strong> One to two hours is enough for most people. Overnight is fine if your scalp is not prone to dandruff.</li>
<li><strong>Wash well.</strong> Apply shampoo to the scalp before wetting your hair fully; it cuts through the oil much faster. Shampoo twice if you need to.</li>
</ol>
{{inline-image}}
<h2>Common mistakes</h2>
<h3>Leaving oil on for days</h3>
<p>Oil left on the scalp for two or three days collects dust and sweat and becomes food for the yeast that causes dandruff. Oil, wait, wash: that is the full ritual.</p>
<h3>Using too much</h3>
<p>Two to three tablespoons is enough for shoulder-length hair. If you need three shampoos to remove it, you are using too much.</p>
<h3>Oiling an inflamed scalp</h3>
<p>If your scalp is red, very itchy or has sores, skip oiling and see a dermatologist. Oil can make some scalp conditions worse.</p>
<h2>How often?</h2>
<p>Once or twice a week is plenty for most people. Dry, curly or coloured hair may enjoy twice a week; fine, oily hair is usually happiest with once. Consistency matters more than quantity: a weekly champi for three months will do more than a daily one for two weeks.</p>
<p>Most of all, enjoy it. The few quiet minutes of a scalp massage lower stress, and stress is one of the most common triggers of hair fall we see in the clinic.</p>`,
  },
  {
    slug: 'hair-fall-causes-and-what-helps',
    title: 'Hair Fall in Your Twenties and Thirties: Causes and What Actually Helps',
    excerpt:
      'Losing up to a hundred hairs a day is normal. Here is how to tell when it is not, the most common causes we see, and what genuinely helps.',
    metaTitle: 'Hair Fall Causes and Remedies That Work | Vanya Naturals',
    description:
      'A trichologist explains normal shedding, common causes of hair fall in young Indians, the tests worth asking for and the habits and products that help.',
    category: 'hair-care',
    author: 'tanvi-joshi',
    updatedAt: '2025-09-22',
    color: '#8a3345',
    motif: 'fruit',
    featuredProduct: 'red-onion-and-rosemary-hair-growth-oil',
    inlineAlt: 'A wide-tooth wooden comb beside a bowl of amla and red onions',
    content: `<p>Hair fall is the question I answer most often. Almost everyone who writes to us is in their twenties or thirties, and almost everyone is worried they are going bald. Most of the time they are not. Still, hair fall is a signal worth listening to, and the earlier you understand it, the easier it is to manage.</p>
<h2>What is normal?</h2>
<p>Every hair on your head grows for a few years, rests and then falls out so a new one can grow. Losing fifty to a hundred hairs a day is normal. You will notice more on wash days, simply because the hair that was already loose comes out together. The worry starts when your ponytail feels thinner, your parting looks wider or you see more scalp under bright light.</p>
<h2>The most common causes</h2>
<h3>Stress and illness</h3>
<p>A high fever, surgery, a crash diet or a very stressful few months can push many hairs into the resting phase at once. About three months later, they fall out together. This is called telogen effluvium, and it usually recovers on its own within six months.</p>
<h3>Nutrition</h3>
<p>Low iron, vitamin D, vitamin B12 and protein are very common in India, especially among vegetarians and women. A simple blood test is worth doing if your hair fall lasts more than three months.</p>
<h3>Hormones and genetics</h3>
<p>Thyroid problems, PCOS and genetic pattern hair loss all show up as hair thinning. These need a doctor, not just a new shampoo.</p>
<h3>Breakage</h3>
<p>Sometimes the hair is not falling from the root at all but snapping along the length, from tight hairstyles, heat styling, harsh shampoos or rough towel drying.</p>
{{inline-image}}
<h2>What actually helps</h2>
<ol>
<li><strong>Get the basics checked.</strong> Ask your doctor about a complete blood count, ferritin, vitamin D, B12 and thyroid tests.</li>
<li><strong>Eat enough protein.</strong> Dal, paneer alternatives like tofu, sprouts, soya and nuts every day.</li>
<li><strong>Be gentle.</strong> Use a wide-tooth comb on wet hair, pat dry with a cotton T-shirt and avoid very tight buns.</li>
<li><strong>Use a mild, sulfate-free shampoo</strong> so you can wash as often as you need without drying the scalp.</li>
<li><strong>Massage your scalp.</strong> A weekly oil massage with bhringraj, amla or onion oil improves circulation and reduces breakage.</li>
<li><strong>Be patient.</strong> Hair grows about a centimetre a month. Give any routine at least three months.</li>
</ol>
<h2>When to see a doctor</h2>
<ul>
<li>Patchy bald spots, or hair coming out in clumps.</li>
<li>Hair fall along with irregular periods, weight changes or acne.</li>
<li>A red, scaly or painful scalp.</li>
<li>A family history of early baldness and a hairline that is clearly moving back.</li>
</ul>
<p>Herbal oils and gentle shampoos support healthy hair, but they cannot correct a deficiency or a hormonal problem. The best results come from doing both: finding the cause, and caring for the hair you have while it grows back.</p>`,
  },
  {
    slug: 'switching-to-sulfate-free-shampoo',
    title: 'Switching to a Sulfate-Free Shampoo: What to Expect in the First Month',
    excerpt:
      'Less foam, a strange transition week and then softer, calmer hair. What really happens when you switch, and how to make it easier.',
    metaTitle: 'Switching to Sulfate-Free Shampoo: What to Expect | Vanya Naturals',
    description:
      'What sulfates do, why people switch, the transition period, how to wash properly with a low-foam shampoo and tips for hard water.',
    category: 'hair-care',
    author: 'tanvi-joshi',
    updatedAt: '2026-06-05',
    color: '#3f6b3a',
    motif: 'fruit',
    featuredProduct: 'bhringraj-and-amla-strengthening-shampoo',
    inlineAlt: 'Shikakai pods and reetha soapnuts beside a bottle of herbal shampoo',
    content: `<p>You have read that sulfates are harsh, you have bought your first sulfate-free shampoo, and after two washes your hair feels different. Maybe a little heavier, maybe not as squeaky clean. Do not give up yet. Here is what is going on and how to get through the switch.</p>
<h2>What sulfates actually do</h2>
<p>Sodium lauryl sulfate and sodium laureth sulfate are strong, cheap cleansers that make a lot of foam. They remove oil very well, sometimes too well. On a dry scalp, curly hair or coloured hair, they can leave the scalp tight and itchy and the lengths rough. Sulfate-free shampoos use milder cleansers, often alongside traditional herbs like shikakai and reetha, which have been used to wash hair in India for centuries.</p>
<h2>The first month, week by week</h2>
<h3>Week one: less foam</h3>
<p>Foam is not the same as cleaning, but we are used to judging a shampoo by it. Expect a softer, creamier lather. If it feels like the shampoo is not spreading, you may need to wet your hair more thoroughly.</p>
<h3>Week two: the adjustment</h3>
<p>Some people find their scalp a little oilier for a few washes. Your scalp is used to being stripped and making extra oil to compensate; it takes a little while to recalibrate. This is also when silicone build-up from older products washes away, so hair can feel briefly rough.</p>
<h3>Weeks three and four: the payoff</h3>
<p>Most people notice a calmer scalp, less itching, softer lengths and colour that lasts longer. Curly hair usually looks more defined.</p>
{{inline-image}}
<h2>How to wash with a low-foam shampoo</h2>
<ol>
<li>Soak your hair with water for a full minute before applying shampoo.</li>
<li>Dilute a coin-sized amount with a little water in your palm.</li>
<li>Apply to the scalp only, in sections, and massage with your fingertips for a minute.</li>
<li>Rinse, and wash a second time if your hair was oiled. The second wash always foams more.</li>
<li>Let the suds run down the lengths as you rinse; they do not need direct scrubbing.</li>
<li>Condition the mid-lengths and ends.</li>
</ol>
<h2>A word about hard water</h2>
<p>In many Indian cities the water is hard, full of calcium and magnesium that leave a film on the hair. Milder shampoos cut through this film less easily, so the hair can feel dull. Two easy fixes:</p>
<ul>
<li>Rinse once a week with a mug of water mixed with two tablespoons of apple cider vinegar.</li>
<li>Fit a simple shower filter if the water leaves white marks on your taps.</li>
</ul>
<h2>Is it worth it?</h2>
<p>For a dry, sensitive or itchy scalp, curly hair or colour-treated hair, almost always yes. For very oily scalps, a sulfate-free shampoo with neem or tea tree keeps things fresh without stripping. Give it a month and judge by how your scalp feels, not by how much foam you see.</p>`,
  },
];

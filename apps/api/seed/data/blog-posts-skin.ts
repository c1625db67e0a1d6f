import type { SeedBlogPost } from './blog.ts';

export const skinPosts: SeedBlogPost[] = [
  {
    slug: 'a-simple-ayurvedic-morning-skincare-routine',
    title: 'A Simple Ayurvedic Morning Skincare Routine for Indian Summers',
    excerpt:
      'Four steps, ten minutes, and no twelve-bottle shelf. Here is the morning routine we actually follow when the mercury crosses 40 degrees.',
    metaTitle: 'Ayurvedic Morning Skincare Routine for Summer | Vanya Naturals',
    description:
      'A four-step Ayurvedic morning skincare routine for hot Indian summers: cleanse, tone, treat and protect, with tips for oily and dry skin.',
    category: 'skin-care-rituals',
    author: 'meera-rathore',
    updatedAt: '2025-03-14',
    color: '#c8742f',
    motif: 'flower',
    featuredProduct: 'neem-and-tulsi-purifying-face-wash',
    inlineAlt: 'A face wash, rose water and a sunscreen tube laid out for a morning skincare routine',
    content: `<p>Every summer our inbox fills with the same question: my skin feels oily by eleven and tight by evening, what should I change? Almost always the answer is to do less, but to do it every single day. Ayurveda calls this consistency <em>dinacharya</em>, a daily rhythm, and it matters far more than any single product.</p>
<p>Summer in most of India is a <em>pitta</em> season. Heat, sweat and strong sun push the skin towards redness, breakouts and tan. The morning routine below is built to cool, clear and protect, and it takes about ten minutes.</p>
<h2>Step 1: Cleanse with something gentle</h2>
<p>Overnight your skin produces oil and sheds cells, so a morning cleanse makes sense, but a harsh foaming wash strips the barrier and makes the skin produce even more oil by noon. Choose a soap-free cleanser and use lukewarm, not hot, water.</p>
<ul>
<li><strong>Oily or acne-prone skin:</strong> a neem and tulsi gel keeps shine and clogged pores in check.</li>
<li><strong>Dry or sensitive skin:</strong> an aloe vera and cucumber wash with almost no foam.</li>
<li><strong>Dull skin:</strong> a saffron or orange peel cleanser two or three mornings a week.</li>
</ul>
<h2>Step 2: Tone and cool</h2>
<p>Rose water has been the Indian toner for centuries, and for good reason: it is mildly astringent, it calms heat and it brings the skin back to its natural pH after washing. Keep a bottle in the fridge and mist it on, or press it in with clean palms. Skip toners with alcohol; they feel refreshing for a minute and leave the skin thirsty.</p>
{{inline-image}}
<h2>Step 3: Treat, lightly</h2>
<p>Morning is the time for antioxidants, because they help the skin deal with sun and pollution during the day. A few drops of a vitamin C or amla serum is enough. If your main concern is oil and open pores, a niacinamide serum is the better pick. Save rich oils like Kumkumadi Tailam for the evening, when the skin repairs itself and nothing has to sit under sunscreen.</p>
<h3>Do I still need a moisturiser?</h3>
<p>Yes, even oily skin does. Dehydrated skin often overcompensates with oil. In summer, a water-based gel with aloe vera is enough for most people; dry skin can use a light lotion. Apply it while the serum is still a little damp, so it seals the water in.</p>
<h2>Step 4: Protect, every single day</h2>
<p>Sunscreen is the step that makes every other step worth it. Tan, dark spots and early lines are caused mostly by daily, unnoticed sun, not by the occasional beach holiday. Use two finger-lengths for face and neck, apply it fifteen minutes before you step out, and reapply if you are outdoors for long.</p>
<ol>
<li>Cleanse with lukewarm water for thirty seconds.</li>
<li>Mist or press in chilled rose water.</li>
<li>Apply two or three drops of serum.</li>
<li>Moisturise with a light gel.</li>
<li>Finish with SPF 30 or higher, every day, even indoors near windows.</li>
</ol>
<h2>A few small habits that help</h2>
<p>Drink a glass of water before your tea. Change your pillow cover twice a week. Wash your face after the gym, not hours later. And give any new product four weeks before you judge it; skin renews itself roughly once a month, so real change takes at least that long.</p>
<p>That is it: four steps, ten minutes, every morning. Simple routines are the ones we stick to, and the ones we stick to are the ones that work.</p>`,
  },
  {
    slug: 'sunscreen-for-indian-skin',
    title: 'Sunscreen for Indian Skin: SPF, PA and the White Cast Question',
    excerpt:
      'What SPF 50 and PA+++ really mean, why mineral filters leave a cast, and how much sunscreen you should actually be using.',
    metaTitle: 'How to Choose Sunscreen for Indian Skin | Vanya Naturals',
    description:
      'A clear guide to SPF, PA ratings, mineral and chemical filters, white cast on Indian skin tones and how to apply sunscreen correctly.',
    category: 'skin-care-rituals',
    author: 'kavya-iyer',
    updatedAt: '2025-05-02',
    color: '#e7b46a',
    motif: 'powder',
    featuredProduct: 'aloe-vera-and-zinc-mineral-sunscreen-spf-50',
    inlineAlt:
      'Two finger-lengths of mineral sunscreen squeezed onto a fingertip, the amount needed for face and neck',
    content: `<p>Many of us grew up believing that darker skin does not need sunscreen. It is true that melanin offers some natural protection, but Indian skin tans easily, develops pigmentation quickly and holds on to dark spots for months. If there is one product that prevents more skin concerns than any other, it is a sunscreen you are happy to wear every day.</p>
<h2>Understanding the label</h2>
<h3>SPF: protection from burning</h3>
<p>SPF measures protection against UVB rays, the ones that cause sunburn. SPF 30 blocks about 97 percent of UVB and SPF 50 about 98 percent. The difference seems small, but for people who are outdoors a lot or who are treating pigmentation, that extra percent matters.</p>
<h3>PA: protection from tanning and ageing</h3>
<p>UVA rays go deeper, cause tanning and pigmentation and pass through clouds and window glass. The PA rating shows UVA protection: PA+ is low and PA++++ is the highest. For Indian skin, which is prone to tan and dark spots, look for at least PA+++.</p>
<h2>Mineral or chemical filters?</h2>
<p>Mineral sunscreens use zinc oxide or titanium dioxide, which sit on top of the skin and reflect and absorb UV light. They are gentle and suit sensitive and acne-prone skin, but they can leave a white or grey cast, especially on medium and deep skin tones. Chemical filters absorb UV inside the top layer of the skin and are usually invisible, but a few people find them irritating around the eyes.</p>
<p>Neither is better in every way. The best sunscreen is the one you will wear generously every day. If you prefer mineral, look for a formula made with finer zinc particles, like our <a href="/product/aloe-vera-and-zinc-mineral-sunscreen-spf-50">Aloe Vera &amp; Zinc Mineral Sunscreen SPF 50</a>, or a light tint, which blends into Indian skin tones far better.</p>
{{inline-image}}
<h2>How much, and how often</h2>
<p>Most people apply a quarter of the amount sunscreen is tested with, which means the real protection of an SPF 50 may be closer to SPF 10. The easiest rule is the two-finger method.</p>
<ol>
<li>Squeeze a line of sunscreen along the length of your index and middle fingers.</li>
<li>Dot it over the forehead, cheeks, nose, chin and neck, then spread evenly.</li>
<li>Do not forget the ears, the back of the neck and the tops of the hands.</li>
<li>Wait fifteen minutes before you step out, so the film can settle.</li>
<li>Reapply every two to three hours outdoors, and after sweating or swimming.</li>
</ol>
<h2>Common myths we hear</h2>
<ul>
<li><strong>"I am indoors all day."</strong> UVA comes through windows, and screen-lit rooms near a window still get plenty of it.</li>
<li><strong>"My moisturiser has SPF 15."</strong> Useful on a cloudy day at home, but not enough for commutes and Indian sun.</li>
<li><strong>"Sunscreen causes pimples."</strong> Heavy, greasy ones can. Try a gel or a mineral formula labelled non-comedogenic.</li>
<li><strong>"It is the monsoon, so I can skip it."</strong> Up to 80 percent of UV rays pass through light clouds.</li>
</ul>
<h2>The bottom line</h2>
<p>Choose SPF 30 to 50 with PA+++ or higher, in a texture you like. Apply two finger-lengths every morning and reapply when you are out. Do this for three months and you will see fewer new dark spots, a more even tone and far less tan from the daily commute. No serum can do that job on its own.</p>`,
  },
  {
    slug: 'monsoon-skincare-guide',
    title: 'Monsoon Skincare: Keeping Breakouts and Fungal Acne Away',
    excerpt:
      'Humidity, sweat and damp clothes make the rainy season the worst time for breakouts. A few simple swaps keep skin clear until Diwali.',
    metaTitle: 'Monsoon Skincare Tips for Breakouts | Vanya Naturals',
    description:
      'Why skin breaks out in the monsoon, how to spot fungal acne, and the cleansing, moisturising and lifestyle swaps that help.',
    category: 'skin-care-rituals',
    author: 'kavya-iyer',
    updatedAt: '2025-07-08',
    color: '#5f8f4e',
    motif: 'leaf',
    featuredProduct: 'multani-mitti-and-neem-clarifying-face-pack',
    inlineAlt: 'Neem and tulsi leaves on a wet window sill with rain falling outside',
    content: `<p>The first rains bring relief from the heat, and for many of us a fresh crop of pimples. Patients come to my clinic in July with foreheads full of small, itchy bumps, backs that suddenly break out and skin that feels oily and dull at the same time. The monsoon is a <em>vata</em> and <em>kapha</em> season in Ayurveda: damp, heavy and sluggish. Your skin feels it.</p>
<h2>Why skin misbehaves in the rains</h2>
<p>Humidity keeps sweat from evaporating, so it sits on the skin with oil and dirt. Pores clog more easily, and the yeast that naturally lives on the skin multiplies in the warm, damp conditions. Add wet clothes, damp towels and less sunlight, and you have the perfect setting for breakouts.</p>
<h3>Is it acne or fungal acne?</h3>
<p>Fungal acne, more correctly called Malassezia folliculitis, looks like clusters of tiny, uniform bumps on the forehead, chest or back, and it itches. Regular acne is usually less uniform, with blackheads, whiteheads and a few larger, painful spots. If your bumps itch and do not respond to acne treatments, see a dermatologist; fungal acne needs different care.</p>
{{inline-image}}
<h2>Your monsoon skincare checklist</h2>
<ul>
<li><strong>Switch to a lighter cleanser with purifying herbs.</strong> Neem and tea tree help keep bacteria and yeast in balance. Wash twice a day and after every sweaty commute.</li>
<li><strong>Trade your cream for a gel.</strong> Skin still needs water but not heavy oils. An aloe vera gel moisturiser hydrates without feeding the yeast.</li>
<li><strong>Use a clay mask twice a week.</strong> Multani mitti absorbs excess oil and clears pores. Leave it on only until it begins to dry, then rinse.</li>
<li><strong>Keep wearing sunscreen.</strong> Cloudy skies still let most UV through. A gel sunscreen feels far better in humidity than a cream.</li>
<li><strong>Change out of damp clothes quickly.</strong> Wet collars and sports bras are the usual cause of chest and back breakouts.</li>
</ul>
<h2>What to pause until the rains end</h2>
<p>Rich face oils, heavy night creams and thick body butters are wonderful in December, but in August they often clog pores. Keep them for winter. Be careful with strong scrubs too: the skin is already irritated, and scrubbing spreads bacteria around. A gentle enzyme or a clay mask is enough.</p>
<h2>Habits that make a difference</h2>
<ol>
<li>Dry your towels in the sun whenever it appears, or switch to a fresh one every two days.</li>
<li>Wipe your phone screen daily; it touches your cheek more than you think.</li>
<li>Eat warm, freshly cooked food and go easy on fried monsoon snacks. Ayurveda recommends ginger, turmeric and light meals to keep digestion strong in this season.</li>
<li>Do not pick or pop. Monsoon marks take months to fade on Indian skin.</li>
</ol>
<p>The monsoon does not have to mean months of breakouts. Lighter textures, purifying herbs and a little discipline with damp clothes keep most skin calm until the festive season arrives, when it is time to bring out the richer creams again.</p>`,
  },
  {
    slug: 'niacinamide-and-vitamin-c-together',
    title: 'Niacinamide and Vitamin C: Can You Use Them Together?',
    excerpt:
      'The old rule said never mix them. The newer research says it is fine. Here is how to layer both in a routine that suits your skin.',
    metaTitle: 'Can You Use Niacinamide and Vitamin C Together? | Vanya Naturals',
    description:
      'Why the niacinamide and vitamin C myth started, what current formulas change, and three simple ways to use both actives in one routine.',
    category: 'skin-care-rituals',
    author: 'meera-rathore',
    updatedAt: '2026-02-10',
    color: '#5fa08f',
    motif: 'drop',
    featuredProduct: 'niacinamide-and-tea-tree-clarifying-serum',
    inlineAlt:
      'Two dropper bottles, one with an orange vitamin C serum and one with a clear niacinamide serum',
    content: `<p>Scroll through any skincare forum and you will find the warning: never use niacinamide with vitamin C, they cancel each other out. As a pharmacologist, I understand where the worry came from. I also know that it does not really apply to the products you are buying today.</p>
<h2>Where the myth came from</h2>
<p>Decades ago, lab studies mixed pure niacinamide with pure ascorbic acid and heated them. Under those conditions the two could react and form niacin, which can cause temporary flushing. Skin is not a hot test tube, and modern serums use stable forms of vitamin C, careful pH control and far lower concentrations. In normal use the reaction is tiny and the benefits of both remain.</p>
<h2>What each one does</h2>
<h3>Niacinamide</h3>
<p>Vitamin B3 strengthens the skin barrier, balances oil, refines the look of pores and helps fade marks left by pimples. It is gentle, works for almost every skin type and is rarely irritating below ten percent.</p>
<h3>Vitamin C</h3>
<p>Vitamin C is an antioxidant. It protects skin from free radicals created by sun and pollution, brightens dullness and, over months, helps fade pigmentation. Amla, one of the richest natural sources, has been used in Indian skincare for centuries.</p>
{{inline-image}}
<h2>Three ways to use both</h2>
<ol>
<li><strong>Split them:</strong> vitamin C in the morning under sunscreen, niacinamide at night. This is the easiest option and the one we suggest for beginners.</li>
<li><strong>Layer them:</strong> apply vitamin C first, wait a minute or two, then niacinamide, then moisturiser and sunscreen.</li>
<li><strong>Alternate days:</strong> if your skin is sensitive, use one each morning and see how your skin feels over two weeks.</li>
</ol>
<h2>Signs to slow down</h2>
<ul>
<li>Stinging that lasts more than a minute.</li>
<li>Redness or a warm, flushed feeling after applying.</li>
<li>Small bumps or new dryness around the nose and mouth.</li>
</ul>
<p>If you notice any of these, go back to one active at a time and reintroduce the other after a week. Always patch test a new serum behind your ear or on the inner arm for two days before using it on the face.</p>
<h2>Who will benefit most</h2>
<p>Oily and combination skin with open pores and marks gets the most from niacinamide. Dull skin with tan and uneven tone gets the most from vitamin C. Many Indian skin types have a bit of both, which is exactly why the combination is so popular.</p>
<p>Whichever you choose, remember that neither replaces sunscreen. Vitamin C makes your sunscreen work harder, and niacinamide helps your skin recover, but without daily SPF the pigmentation you are trying to fade will simply come back.</p>`,
  },
];

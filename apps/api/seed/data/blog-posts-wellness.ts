import type { SeedBlogPost } from './blog.ts';

export const wellnessPosts: SeedBlogPost[] = [
  {
    slug: 'dinacharya-daily-rhythm-for-calmer-skin',
    title: 'Dinacharya: An Ayurvedic Daily Rhythm for Calmer Skin',
    excerpt:
      'Wake early, scrape the tongue, oil the body, eat your biggest meal at noon. How the Ayurvedic daily routine shows up on your skin.',
    metaTitle: 'Dinacharya: Ayurvedic Daily Routine for Skin | Vanya Naturals',
    description:
      'The Ayurvedic daily routine, dinacharya, explained for modern life: morning rituals, meals, movement and sleep habits that support healthy skin.',
    category: 'wellness',
    author: 'kavya-iyer',
    updatedAt: '2025-12-03',
    color: '#b07a4a',
    motif: 'flower',
    featuredProduct: null,
    inlineAlt:
      'A brass tongue scraper, a copper water glass and a small bowl of sesame oil on a windowsill at sunrise',
    content: `<p>In my clinic, I often see patients who have tried every serum and still struggle with dull skin, breakouts or dark circles. When we talk, the pattern is familiar: late nights, skipped breakfasts, dinner at eleven and a phone in bed. Ayurveda would say the problem is not the skin. It is the day.</p>
<p><em>Dinacharya</em>, the daily routine, is one of the oldest ideas in Ayurveda. It teaches that the body has natural rhythms, and that living in step with them keeps digestion, sleep and mood steady. Healthy skin follows.</p>
<h2>The morning</h2>
<h3>Wake before sunrise, or close to it</h3>
<p>The early morning hours are light and clear. Waking at the same time every day, even at weekends, does more for your energy than any supplement.</p>
<h3>Cleanse the senses</h3>
<ul>
<li><strong>Scrape the tongue</strong> with a copper or steel scraper to remove the coating built up overnight.</li>
<li><strong>Rinse the mouth</strong> and splash the eyes with cool water.</li>
<li><strong>Drink a glass of warm water,</strong> ideally stored overnight in a copper vessel.</li>
</ul>
<h3>Abhyanga: the self-massage</h3>
<p>A few minutes of warm oil massage before your bath is one of the most loved Ayurvedic rituals. Sesame oil in winter and coconut oil in summer are the traditional choices. Massage towards the heart, long strokes on the limbs and circles on the joints, then bathe with warm water. The skin stays soft all day and the massage itself is deeply calming.</p>
{{inline-image}}
<h2>The middle of the day</h2>
<p>Ayurveda considers noon the time when digestion is strongest, so it recommends the largest meal then. Eat sitting down, without a screen, and stop before you feel completely full. A short walk after lunch helps digestion far more than a second cup of tea.</p>
<h2>The evening</h2>
<ol>
<li><strong>Eat a light, early dinner,</strong> ideally by seven or eight o’clock. Heavy, late meals are linked with poor sleep and a puffy face in the morning.</li>
<li><strong>Dim the lights and screens</strong> an hour before bed.</li>
<li><strong>Cleanse your face</strong> and apply your night oil or serum. The few quiet minutes are a signal to the body that the day is ending.</li>
<li><strong>Massage your feet</strong> with a little oil. It is an old remedy for restless sleep.</li>
<li><strong>Sleep by ten thirty.</strong> The hours before midnight are when the body does most of its repair.</li>
</ol>
<h2>Start small</h2>
<p>Nobody changes their whole day at once, and Ayurveda does not ask you to. Pick one habit, perhaps a fixed wake-up time or an earlier dinner, and keep it for three weeks before adding another. Skin reflects how we live. A steady rhythm of sleep, meals and rest often does what a drawer full of products cannot.</p>`,
  },
  {
    slug: 'foods-for-glowing-skin-from-the-indian-kitchen',
    title: 'Eat Your Way to Better Skin: Eight Foods From the Indian Kitchen',
    excerpt:
      'Amla, turmeric, sesame, sprouted dals and more. Everyday Indian foods that support your skin from the inside, and simple ways to eat more of them.',
    metaTitle: 'Indian Foods for Glowing Skin | Vanya Naturals',
    description:
      'Eight everyday Indian foods that support healthy skin, what nutrients they bring, and easy vegan ways to add them to your meals.',
    category: 'wellness',
    author: 'tanvi-joshi',
    updatedAt: '2026-10-04',
    color: '#e8a317',
    motif: 'fruit',
    featuredProduct: null,
    inlineAlt: 'A thali with amla, turmeric, sesame seeds, sprouts and a bowl of dal',
    content: `<p>We spend a lot of time on what we put on our skin, and much less on what we put on our plates. Skin is living tissue that renews itself every month, and it is built from the food we eat. You do not need superfoods flown in from abroad; most of what your skin loves is already in an Indian kitchen.</p>
<h2>Eight foods worth eating more of</h2>
<h3>1. Amla</h3>
<p>One small Indian gooseberry has more vitamin C than an orange. Vitamin C helps the body make collagen, which keeps skin firm. Eat it raw with salt, as a murabba in moderation, or blend it into a morning juice.</p>
<h3>2. Turmeric</h3>
<p>Curcumin, the active compound in haldi, calms inflammation. It is absorbed better with black pepper and a little fat, which is exactly how Indian cooking uses it.</p>
<h3>3. Sesame seeds</h3>
<p>Til is rich in zinc, healthy fats and vitamin E. A spoonful of roasted sesame over salads, or a piece of til chikki in winter, is an easy way to add it.</p>
<h3>4. Dals and sprouts</h3>
<p>Protein is the building block of skin and hair. Moong, masoor, chana and rajma, especially sprouted, provide protein along with zinc and iron.</p>
{{inline-image}}
<h3>5. Seasonal fruit</h3>
<p>Papaya, guava, oranges and mangoes bring vitamin A and C. Eat whole fruit rather than juice so you keep the fibre.</p>
<h3>6. Leafy greens</h3>
<p>Palak, methi and amaranth are rich in iron, folate and antioxidants. Add them to dal, parathas or a quick stir-fry.</p>
<h3>7. Nuts and seeds</h3>
<p>Walnuts, flaxseeds and almonds provide omega-3 fats that help the skin hold on to moisture. A small handful a day is enough.</p>
<h3>8. Coconut water and buttermilk alternatives</h3>
<p>Hydration shows on the skin first. Coconut water and spiced plant-based chaas keep you cool and hydrated in summer.</p>
<h2>What to go easy on</h2>
<ul>
<li><strong>Sugar and sweets:</strong> high-sugar diets are linked with breakouts and dull skin.</li>
<li><strong>Deep-fried snacks:</strong> fine as an occasional treat, but reused frying oil is hard on the body.</li>
<li><strong>Very salty packaged food:</strong> it can leave the face puffy the next morning.</li>
</ul>
<h2>A simple skin-friendly day</h2>
<ol>
<li>Morning: warm water, then poha with peanuts and a squeeze of lemon.</li>
<li>Mid-morning: a guava or a few slices of papaya.</li>
<li>Lunch: dal, a green sabzi, brown rice or rotis, and a small salad with roasted sesame.</li>
<li>Evening: roasted chana and a cup of herbal tea.</li>
<li>Dinner: moong khichdi with turmeric and a spoon of cold-pressed oil.</li>
</ol>
<p>Food is not a quick fix, and no single ingredient will change your skin overnight. But eat well for three months and you will see it: fewer breakouts, a steadier glow and skin that recovers faster. Pair good food with sleep, water and sunscreen, and your skincare products will have far less work to do.</p>`,
  },
];

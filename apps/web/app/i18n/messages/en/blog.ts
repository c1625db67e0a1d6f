// docs/i18n.md#catalog: the blog's own words (list, category and article pages, sidebar, search, paging). The
// articles themselves come from the API in the page's language.
export default {
  title: 'Blog',
  description:
    'Skincare and haircare advice from Udaipur: Ayurvedic ingredients, seasonal routines and honest answers from our formulators and trichologist.',
  home: 'Home',
  journal: 'The Vanya Journal',
  heading: 'Latest Articles',
  intro:
    'Rituals, ingredients and honest advice for Indian skin and hair, written by the people who make our formulas.',
  resultsFor: 'Results for “<query>{{query}}</query>”',
  articles_one: '{{count}} article',
  articles_other: '{{count}} articles',
  articleWord_one: 'article',
  articleWord_other: 'articles',
  resultCount_one: ' ({{count}} article)',
  resultCount_other: ' ({{count}} articles)',
  loading: 'Loading...',
  noArticles: 'No articles found',
  noMatch: 'We could not find an article matching “{{query}}”. Try another word, or browse all our articles.',
  emptyPage: 'There are no articles on this page yet.',
  viewAll: 'View all articles',
  pages: 'Blog pages',
  noArticlesYet: 'No articles yet',
  stillWriting: 'We are still writing for this topic. In the meantime, browse our latest articles.',
  details: 'Blog Details',
  updated: 'Updated <time>{{date}}</time>',
  writtenBy: 'Written by',
  more: 'More',
  search: {
    label: 'Search articles',
    placeholder: 'Search articles',
    submit: 'Search',
  },
  sidebar: {
    label: 'Blog sidebar',
    recent: 'Recent Post',
    categories: 'Categories',
  },
  pagination: {
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
};

// docs/admin.md#screens: the moderation queue of the shoppers' reviews.

export { ReviewTabs, statusOf } from './review-tabs.tsx';
export { ReviewsTable } from './reviews-table.tsx';

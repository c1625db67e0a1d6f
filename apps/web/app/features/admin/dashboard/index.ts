// docs/admin.md#the-dashboard: the sales, the queues, the revenue chart, the stock that runs out and the sizes
// shoppers wait for.

export { CartsSection } from './carts-section.tsx';
export {
  LowStockSection,
  MostWantedSection,
  QueuesSection,
  SalesSection,
  ShippingSection,
  type WantedSize,
} from './dashboard-sections.tsx';
export { RevenueChart } from './revenue-chart.tsx';

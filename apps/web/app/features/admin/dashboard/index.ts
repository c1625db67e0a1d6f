// docs/admin.md#the-dashboard: the sales, the queues, the revenue chart and the stock that runs out.

export { CartsSection } from './carts-section.tsx';
export { LowStockSection, QueuesSection, SalesSection, ShippingSection } from './dashboard-sections.tsx';
export { RevenueChart } from './revenue-chart.tsx';

// docs/admin.md#orders: the orders list, one order's page and its packing slip.

export { BulkShipmentsBar } from './bulk-shipments.tsx';
export { ExportOrdersDialog } from './export-dialog.tsx';
export { loadAdminOrder } from './load-order.ts';
export { OrderScreen } from './order-screen.tsx';
export { ORDER_FILTER_NAMES, OrderFilters, orderColumns } from './orders-table.tsx';
export { PackingSlip } from './packing-slip.tsx';

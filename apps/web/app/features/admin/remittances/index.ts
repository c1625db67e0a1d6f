// docs/cod.md#remittances: the courier's COD remittance report imported, and the cash still out.

export { OverdueRemittances } from './overdue-remittances.tsx';
export { RemittanceImportForm } from './remittance-import.tsx';

// docs/admin.md#screens: the back office's two logs: who changed what (the audit log), and what shoppers wrote
// through the contact page (the messages).

export { type AuditRow, auditColumns, EntityTypeFilter } from './audit-table.tsx';
export { MessageFilters, MessagesTable } from './messages-table.tsx';

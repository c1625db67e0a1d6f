// The back office's building blocks. Only routes under routes/admin import them; the storefront never does.
export { adminApi, adminGet, listQuery, loginRedirect } from './admin-api.ts';
export { AdminLoadError, AdminPageHeader, AdminShell } from './admin-shell.tsx';
export { useConfirm } from './confirm.tsx';
export { type ColumnDef, DataTable, ListFilters, type TablePage } from './data-table.tsx';
export { showFieldErrors } from './field-errors.ts';
export { ImageUpload, type ImageUploadProps } from './image-upload.tsx';
export { MoneyInput } from './money-input.tsx';
export { NotAllowed } from './not-allowed.tsx';
export { ReadOnlyNote } from './read-only-note.tsx';
export { type TaxonomyField, type TaxonomyRow, TaxonomyScreen } from './taxonomy-screen.tsx';
export { type AdminUser, useAdminUser } from './use-admin-user.ts';
export { formatWhen } from './when.ts';

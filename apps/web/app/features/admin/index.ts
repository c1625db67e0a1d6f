// The back office's shared building blocks. Only routes under routes/admin and the area folders beside this file
// (orders/, people/, …, each with its own index.ts) import them; the storefront never does.

export { showFieldErrors } from '#app/lib/form-errors.ts';
export { adminApi, adminGet, listPage, listQuery, loginRedirect, saveForm } from './admin-api.ts';
export { AdminErrorPage, AdminLoadError, AdminPageHeader, AdminShell } from './admin-shell.tsx';
export { AdminsOnly } from './admins-only.tsx';
export { useConfirm } from './confirm.tsx';
export {
  type ColumnDef,
  DataTable,
  ListFilters,
  pictureColumn,
  type TablePage,
  whenColumn,
} from './data-table.tsx';
export { AdminDialog, DialogForm } from './form-dialog.tsx';
export { FormImageUpload, ImageUpload, type ImageUploadProps } from './image-upload.tsx';
export { categoryFilter, type ListFilter, namedOptions, statusFilter } from './list-filters.ts';
export { ListedTable, type ListPage, TwoLines } from './listed-table.tsx';
export { MoneyInput } from './money-input.tsx';
export { NotAllowed } from './not-allowed.tsx';
export { ReadOnlyNote } from './read-only-note.tsx';
export { RecordListScreen } from './record-list-screen.tsx';
export {
  errorAt,
  NotTranslated,
  TranslatedField,
  TranslatedImage,
  TranslationBadge,
  translatedField,
  translationColumn,
  translationFilter,
} from './translated-field.tsx';
export { type AdminUser, useAdminUser } from './use-admin-user.ts';
export { useFormRows } from './use-form-rows.ts';
export { useQueryParams } from './use-query-params.ts';
export { FAILED_DELIVERIES_PATH, useShopAggregator } from './use-shop-aggregator.ts';
export { formatWhen, indianDay } from './when.ts';

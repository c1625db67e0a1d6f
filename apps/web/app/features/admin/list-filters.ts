import type { ListFilters } from './data-table.tsx';

/** One select above a list: its URL name, its label and its choices. */
export type ListFilter = NonNullable<Parameters<typeof ListFilters>[0]['filters']>[number];

/** Records as a select's choices: each by its id, shown by its name. */
export function namedOptions(records: { _id: string; name: string }[]): ListFilter['options'] {
  return records.map((record) => ({ value: record._id, label: record.name }));
}

/** A list's filter by category (`categoryId` in the URL and the API). */
export function categoryFilter(categories: { _id: string; name: string }[]): ListFilter {
  return { name: 'categoryId', label: 'Category', options: namedOptions(categories) };
}

/** A list's filter by the on/off `status` flag, each screen naming the two states in its own words. */
export function statusFilter(onLabel: string, offLabel: string): ListFilter {
  return {
    name: 'status',
    label: 'Status',
    options: [
      { value: 'true', label: onLabel },
      { value: 'false', label: offLabel },
    ],
  };
}

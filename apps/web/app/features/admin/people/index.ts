// docs/admin.md#roles: who works in the back office, and as what.

export { type Account, PeopleFilters, PeopleTable } from './people-table.tsx';

import { USER_ROLES, type UserRole } from '@shop/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  adminApi,
  type ColumnDef,
  ListedTable,
  ListFilters,
  type ListPage,
  useAdminUser,
  useConfirm,
  whenColumn,
} from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

export interface Account {
  _id: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: UserRole;
  verified: boolean;
  createdAt: string;
}

const ROLE_LABELS: Record<UserRole, string> = { CUSTOMER: 'Shopper', STAFF: 'Staff', ADMIN: 'Admin' };
const rank = (role: UserRole) => USER_ROLES.indexOf(role);
const whoIs = (account: Account) => account.name ?? `+91 ${account.mobile}`;

export function PeopleFilters() {
  return (
    <ListFilters
      searchLabel="Search by number, name or e-mail"
      filters={[
        {
          name: 'role',
          label: 'Role',
          options: USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
        },
      ]}
    />
  );
}

/** docs/admin.md#roles: each account with its role to change and, for the team, a second factor to reset. */
export function PeopleTable({ page }: { page: ListPage<Account> }) {
  const user = useAdminUser();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | undefined>();
  const revalidator = useRevalidator();

  const changeRole = async (account: Account, role: UserRole, select: HTMLSelectElement) => {
    const who = whoIs(account);
    if (rank(role) < rank(account.role)) {
      const yes = await confirm({
        title: `Make ${who} ${ROLE_LABELS[role].toLowerCase()}?`,
        body:
          role === 'CUSTOMER'
            ? `${who} will no longer be able to open the back office.`
            : `${who} will no longer be able to change products, prices, stock, coupons or people's roles.`,
        action: `Make ${ROLE_LABELS[role].toLowerCase()}`,
      });
      if (!yes) {
        select.value = account.role;
        return;
      }
    }
    setBusy(account._id);
    const res = await adminApi.update<Account>(`/admin/users/${account._id}`, { role });
    setBusy(undefined);
    if (res?.status === 200) {
      toastSuccess(`${who} is now ${ROLE_LABELS[role].toLowerCase()}`);
      await revalidator.revalidate();
    } else {
      select.value = account.role;
      // The last admin cannot be demoted: the server says so (409) and says what to do instead.
      if (res) toastError([res.message, res.errors?.role].filter(Boolean).join('. '));
    }
  };

  const resetSecondFactor = async (account: Account) => {
    const who = whoIs(account);
    const yes = await confirm({
      title: `Reset ${who}'s second factor?`,
      body: `Their passkeys, authenticator app and recovery codes stop working and they are logged out everywhere. They set up a new second factor at their next login. Do this only when you are sure it is them asking.`,
      action: 'Reset second factor',
    });
    if (!yes) return;
    setBusy(`reset:${account._id}`);
    const res = await adminApi.create(`/admin/users/${account._id}/second-factor/reset`, {});
    setBusy(undefined);
    if (res?.status === 200) toastSuccess(`${who} will set up a new second factor at their next login`);
    else if (res) toastError(res.message);
  };

  const columns: ColumnDef<Account>[] = [
    {
      id: 'person',
      header: 'Person',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium text-brand-900">{row.original.name ?? 'No name given'}</span>
          <span className="text-xs text-stone-600">+91 {row.original.mobile}</span>
          {row.original.email ? (
            <span className="text-xs break-all text-stone-600">{row.original.email}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: ({ row }) => {
        const account = row.original;
        return (
          <select
            aria-label={`Role of ${account.name ?? account.mobile}`}
            defaultValue={account.role}
            disabled={busy === account._id}
            aria-busy={busy === account._id || undefined}
            onChange={(event) =>
              changeRole(account, event.currentTarget.value as UserRole, event.currentTarget)
            }
            className="rounded-lg border border-brand-200 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-clay-500"
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        );
      },
    },
    whenColumn('joined', 'Joined', (row) => row.createdAt),
    {
      id: 'second-factor',
      header: 'Second factor',
      cell: ({ row }) => {
        const account = row.original;
        // docs/admin.md#second-factor: for a member who lost their phone and their recovery codes.
        if (account.role === 'CUSTOMER' || account.mobile === user.mobile) return null;
        return (
          <Button
            variant="ghost"
            size="sm"
            className="px-3"
            busy={busy === `reset:${account._id}`}
            onClick={() => resetSecondFactor(account)}
          >
            Reset second factor
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <ListedTable page={page} label="Accounts" columns={columns} empty="No accounts match" />
      {dialog}
    </>
  );
}

import { useAdminUsers } from '@chefs/api-client';
import { ROLES, type AdminUserDto } from '@chefs/contracts';
import { Badge, EmptyState, formatDate, humanize } from '@chefs/ui';
import { Users } from 'lucide-react';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect } from '../common/FilterSelect';
import { NoMatches } from '../common/NoMatches';
import { PagedList } from '../common/PagedList';
import { SearchBox } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';

const PAGE_SIZE = 20;

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: humanize(r) }));

const joined = (u: AdminUserDto) => (u.createdAt ? formatDate(u.createdAt) : 'N/A');

/**
 * docs/product.md §2: users (name or else e-mail, e-mail, role, joined or N/A); filtered on the server by
 * role and a name or e-mail search (kept in the URL).
 */
export function UsersTab() {
  const table = useTableParams(['role', 'q'] as const);
  const role = oneOf(ROLES, table.values.role);
  const users = useAdminUsers({ page: table.page, pageSize: PAGE_SIZE, role, q: table.values.q });

  return (
    <section aria-labelledby="admin-users-heading">
      <div className="mb-4">
        <h2 id="admin-users-heading" className="text-xl font-semibold text-brand-900">
          Users
        </h2>
        <p className="text-sm text-muted">Every account, newest first.</p>
      </div>
      <FilterBar label="Filter users">
        <FilterSelect
          id="admin-users-role"
          label="Role"
          allLabel="All roles"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => table.set('role', value)}
        />
        <SearchBox
          id="admin-users-search"
          label="Search users"
          placeholder="Name or e-mail"
          value={table.values.q}
          onSearch={(value) => table.set('q', value)}
        />
      </FilterBar>
      <PagedList
        query={users}
        noun="users"
        skeleton={{ rows: 5, className: 'h-12 rounded-xl', gap: 'space-y-2' }}
        empty={
          table.filtered ? (
            <NoMatches noun="users" onClear={table.clear} />
          ) : (
            <EmptyState level={3} icon={<Users className="h-6 w-6" />} title="No users yet" />
          )
        }
        onPage={table.setPage}
      >
        {(items) => (
          <>
            <ul className="space-y-3 md:hidden" aria-label="Users">
              {items.map((u) => (
                <li key={u.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-ink">{u.name ?? u.email}</p>
                      <p className="text-sm break-all text-muted">{u.email}</p>
                    </div>
                    <Badge tone="neutral">{humanize(u.role)}</Badge>
                  </div>
                  <p className="mt-2 text-sm text-muted">Joined {joined(u)}</p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Users</caption>
                <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {items.map((u) => (
                    <tr key={u.id}>
                      <td className="px-4 py-3 font-medium text-ink">{u.name ?? u.email}</td>
                      <td className="px-4 py-3">{u.email}</td>
                      <td className="px-4 py-3">
                        <Badge tone="neutral">{humanize(u.role)}</Badge>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">{joined(u)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}

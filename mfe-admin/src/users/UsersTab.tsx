import { useAdminUsers } from '@chefs/api-client';
import { type AdminUserDto } from '@chefs/contracts';
import { Badge, EmptyState, formatDate, humanize } from '@chefs/ui';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../common/PagedList';

const PAGE_SIZE = 20;

const joined = (u: AdminUserDto) => (u.createdAt ? formatDate(u.createdAt) : 'N/A');

/** Spec §2: users (name or else e-mail, e-mail, role, joined or N/A). */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="admin-users-heading">
      <div className="mb-4">
        <h2 id="admin-users-heading" className="text-xl font-semibold text-brand-900">
          Users
        </h2>
        <p className="text-sm text-muted">Every account, newest first.</p>
      </div>
      <PagedList
        query={users}
        noun="users"
        skeleton={{ rows: 5, className: 'h-12 rounded-xl', gap: 'space-y-2' }}
        empty={<EmptyState level={3} icon={<Users className="h-6 w-6" />} title="No users yet" />}
        onPage={setPage}
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

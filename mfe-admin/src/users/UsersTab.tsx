import { useAdminUsers } from '@chefs/api-client';
import { ROLES, type AdminUserDto } from '@chefs/contracts';
import { Badge, formatDate, humanize } from '@chefs/ui';
import { Users } from 'lucide-react';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { AdminTable, type AdminColumn } from '../common/AdminTable';
import { searchQuery } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';

const PAGE_SIZE = 20;

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: humanize(r) }));

const joined = (u: AdminUserDto) => (u.createdAt ? formatDate(u.createdAt) : 'N/A');
const RoleBadge = ({ user }: { user: AdminUserDto }) => <Badge tone="neutral">{humanize(user.role)}</Badge>;

const COLUMNS: AdminColumn<AdminUserDto>[] = [
  { header: 'Name', className: 'font-medium text-ink wrap-anywhere', cell: (u) => u.name ?? u.email },
  { header: 'Email', className: 'wrap-anywhere', cell: (u) => u.email },
  { header: 'Role', cell: (u) => <RoleBadge user={u} /> },
  { header: 'Joined', className: 'whitespace-nowrap', cell: joined },
];

const LIST: AdminList<'role' | 'q'> = {
  noun: 'users',
  description: 'Every account, newest first.',
  skeleton: { rows: 5, className: 'h-12 rounded-xl', gap: 'space-y-2' },
  empty: emptyList(Users, 'No users yet'),
  filters: [
    { key: 'role', label: 'Role', allLabel: 'All roles', options: ROLE_OPTIONS },
    { key: 'q', label: 'Search users', search: true, placeholder: 'Name or e-mail' },
  ],
};

/**
 * docs/product.md §2: users (name or else e-mail, e-mail, role, joined or N/A); filtered on the server by
 * role and a name or e-mail search (kept in the URL).
 */
export function UsersTab() {
  const table = useTableParams(['role', 'q'] as const);
  const role = oneOf(ROLES, table.values.role);
  const users = useAdminUsers({
    page: table.page,
    pageSize: PAGE_SIZE,
    role,
    q: searchQuery(table.values.q),
    ...table.cursor,
  });

  return (
    <AdminListSection list={LIST} table={table} query={users}>
      {(items) => (
        <AdminTable
          label="Users"
          rows={items}
          columns={COLUMNS}
          card={{
            title: (u) => u.name ?? u.email,
            detail: (u) => u.email,
            breakDetail: true,
            aside: (u) => <RoleBadge user={u} />,
            footer: (u) => <p className="mt-2 text-sm text-muted">Joined {joined(u)}</p>,
          }}
        />
      )}
    </AdminListSection>
  );
}

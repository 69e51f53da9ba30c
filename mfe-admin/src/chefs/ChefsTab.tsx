import { useAdminChefs, useApproveChef } from '@chefs/api-client';
import { CHEF_APPROVAL_STATES, type ChefApprovalState, type ChefDto } from '@chefs/contracts';
import { Badge, formatPrice } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { AdminActionButton } from '../common/AdminActionButton';
import { AdminListSection, emptyList, type AdminList } from '../common/AdminListSection';
import { AdminTable, type AdminCard, type AdminColumn } from '../common/AdminTable';
import { searchQuery } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';
import { AddChefDialog } from './AddChefDialog';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<ChefApprovalState, string> = { pending: 'Awaiting approval', approved: 'Approved' };
const STATUS_OPTIONS = CHEF_APPROVAL_STATES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

const LIST: AdminList<'status' | 'q'> = {
  noun: 'chefs',
  description: 'Chefs awaiting approval come first.',
  empty: emptyList(ChefHat, 'No chefs yet', 'Add a chef, or approve an application, to see them here.'),
  filters: [
    { key: 'status', label: 'Approval', allLabel: 'All chefs', options: STATUS_OPTIONS },
    { key: 'q', label: 'Search chefs', search: true, placeholder: 'Name or e-mail' },
  ],
};

/**
 * docs/product.md §2: chefs (name, specialty, location, price, Approved/Pending, approve) and Add Chef;
 * filtered on the server by approval and a name or e-mail search (kept in the URL).
 */
export function ChefsTab() {
  const table = useTableParams(['status', 'q'] as const);
  const status = oneOf(CHEF_APPROVAL_STATES, table.values.status);
  const chefs = useAdminChefs({
    page: table.page,
    pageSize: PAGE_SIZE,
    status,
    q: searchQuery(table.values.q),
    ...table.cursor,
  });

  return (
    <AdminListSection list={LIST} table={table} query={chefs} action={<AddChefDialog />}>
      {(items) => <AdminTable label="Chefs" rows={items} columns={COLUMNS} card={CARD} />}
    </AdminListSection>
  );
}

function ApprovalBadge({ approved }: { approved: boolean }) {
  return <Badge tone={approved ? 'success' : 'warning'}>{approved ? 'Approved' : 'Pending'}</Badge>;
}

function ApproveButton({ chef }: { chef: ChefDto }) {
  const approve = useApproveChef();
  if (chef.isApproved) return null;
  return (
    <AdminActionButton
      label="Approve"
      busyLabel="Approving"
      subject={chef.name}
      action={() => approve.mutateAsync(chef.id)}
      success="Chef approved successfully"
      failure="Failed to approve chef"
    />
  );
}

const COLUMNS: AdminColumn<ChefDto>[] = [
  { header: 'Name', className: 'font-medium text-ink wrap-anywhere', cell: (c) => c.name },
  { header: 'Specialty', className: 'wrap-anywhere', cell: (c) => c.specialty },
  { header: 'Location', className: 'wrap-anywhere', cell: (c) => c.location },
  {
    header: 'Price / person',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (c) => formatPrice(c.pricePerPerson),
  },
  { header: 'Status', cell: (c) => <ApprovalBadge approved={c.isApproved} /> },
  { header: 'Actions', srOnlyHeader: true, align: 'right', cell: (c) => <ApproveButton chef={c} /> },
];

/** A chef on a phone. */
const CARD: AdminCard<ChefDto> = {
  title: (c) => c.name,
  detail: (c) => (
    <>
      {c.specialty} · {c.location}
    </>
  ),
  aside: (c) => <ApprovalBadge approved={c.isApproved} />,
  footer: (c) => (
    <div className="mt-3 flex items-center justify-between gap-3">
      <p className="text-sm text-ink">{formatPrice(c.pricePerPerson)} / person</p>
      <ApproveButton chef={c} />
    </div>
  ),
};

import { useAdminChefs, useApproveChef } from '@chefs/api-client';
import { CHEF_APPROVAL_STATES, type ChefApprovalState, type ChefDto } from '@chefs/contracts';
import { Badge, Button, EmptyState, formatPrice, humanize, useToast } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect } from '../common/FilterSelect';
import { NoMatches } from '../common/NoMatches';
import { PagedList } from '../common/PagedList';
import { SearchBox } from '../common/SearchBox';
import { oneOf, useTableParams } from '../common/useTableParams';
import { AddChefDialog } from './AddChefDialog';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<ChefApprovalState, string> = { pending: 'Awaiting approval', approved: 'Approved' };
const STATUS_OPTIONS = CHEF_APPROVAL_STATES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/**
 * docs/product.md §2: chefs (name, specialty, location, price, Approved/Pending, approve) and Add Chef;
 * filtered on the server by approval and a name or e-mail search (kept in the URL).
 */
export function ChefsTab() {
  const table = useTableParams(['status', 'q'] as const);
  const status = oneOf(CHEF_APPROVAL_STATES, table.values.status);
  const chefs = useAdminChefs({ page: table.page, pageSize: PAGE_SIZE, status, q: table.values.q });

  return (
    <section aria-labelledby="admin-chefs-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-chefs-heading" className="text-xl font-semibold text-brand-900">
            Chefs
          </h2>
          <p className="text-sm text-muted">Chefs awaiting approval come first.</p>
        </div>
        <AddChefDialog />
      </div>
      <FilterBar label="Filter chefs">
        <FilterSelect
          id="admin-chefs-status"
          label="Approval"
          allLabel="All chefs"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => table.set('status', value)}
        />
        <SearchBox
          id="admin-chefs-search"
          label="Search chefs"
          placeholder="Name or e-mail"
          value={table.values.q}
          onSearch={(value) => table.set('q', value)}
        />
      </FilterBar>
      <PagedList
        query={chefs}
        noun="chefs"
        skeleton={{ rows: 5, className: 'h-14 rounded-xl', gap: 'space-y-2' }}
        empty={
          table.filtered ? (
            <NoMatches noun="chefs" onClear={table.clear} />
          ) : (
            <EmptyState
              level={3}
              icon={<ChefHat className="h-6 w-6" />}
              title="No chefs yet"
              description="Add a chef, or approve an application, to see them here."
            />
          )
        }
        onPage={table.setPage}
      >
        {(items) => <ChefsTable chefs={items} />}
      </PagedList>
    </section>
  );
}

function ApprovalBadge({ approved }: { approved: boolean }) {
  return <Badge tone={approved ? 'success' : 'warning'}>{approved ? 'Approved' : 'Pending'}</Badge>;
}

function ApproveButton({ chef }: { chef: ChefDto }) {
  const approve = useApproveChef();
  const { toast } = useToast();
  if (chef.isApproved) return null;
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      aria-label={`Approve ${chef.name}`}
      onClick={() =>
        approve.mutate(chef.id, {
          onSuccess: () => toast({ title: 'Chef approved successfully' }),
          onError: () => toast({ title: 'Error', description: 'Failed to approve chef', variant: 'destructive' }),
        })
      }
    >
      Approve
    </Button>
  );
}

/** A table from md up; below, one card per chef. */
function ChefsTable({ chefs }: { chefs: ChefDto[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Chefs">
        {chefs.map((c) => (
          <li key={c.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{c.name}</p>
                <p className="text-sm text-muted">
                  {humanize(c.specialty)} · {c.location}
                </p>
              </div>
              <ApprovalBadge approved={c.isApproved} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="text-sm text-ink">{formatPrice(c.pricePerPerson)} / person</p>
              <ApproveButton chef={c} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Chefs</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Specialty
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Location
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Price / person
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {chefs.map((c) => (
              <tr key={c.id}>
                <td className="px-4 py-3 font-medium text-ink">{c.name}</td>
                <td className="px-4 py-3">{humanize(c.specialty)}</td>
                <td className="px-4 py-3">{c.location}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatPrice(c.pricePerPerson)}</td>
                <td className="px-4 py-3">
                  <ApprovalBadge approved={c.isApproved} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ApproveButton chef={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { type ChefDto } from '@chefs/contracts';
import { ChefCard, EmptyState } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { HomeCardGrid } from './HomeCardGrid';
import { HomeSection } from './HomeSection';

/** Up to 3 chefs; id "chefs" so the header's Find Chefs (/#chefs) lands here when signed in. */
export function HomeChefs({ chefs }: { chefs: ChefDto[] }) {
  return (
    <HomeSection id="chefs" title="Chefs for You">
      <HomeCardGrid
        items={chefs}
        empty={
          <EmptyState
            icon={<ChefHat className="h-6 w-6" />}
            title="No chefs available yet"
            description="Our first chefs are being vetted. Check back soon."
          />
        }
      >
        {(chef) => <ChefCard chef={chef} href={`/chef/${chef.id}`} linkComponent={Link} />}
      </HomeCardGrid>
    </HomeSection>
  );
}

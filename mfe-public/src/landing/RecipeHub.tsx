import { LANDING_LIST_LIMIT } from '@chefs/contracts';
import { buttonClasses, Container, EmptyState } from '@chefs/ui';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { RecipeGrid } from '../recipes/RecipeGrid';
import { LandingCatalogue } from './LandingCatalogue';
import { SectionIntro } from './SectionIntro';

export function RecipeHub() {
  return (
    <section id="recipes" aria-labelledby="recipe-hub-title" className="py-16 sm:py-20">
      <Container>
        <SectionIntro
          eyebrow="Recipe hub"
          title="Recipes for busy weeknights"
          titleId="recipe-hub-title"
          description="Meal prep, quick dinners and comfort food from our chefs' own kitchens."
          action={
            <Link to="/recipes" className={buttonClasses({ variant: 'outline' })}>
              All recipes
            </Link>
          }
        />
        <LandingCatalogue
          collection="hub"
          limit={LANDING_LIST_LIMIT}
          errorTitle="We couldn't load our recipes"
          empty={
            <EmptyState
              icon={<BookOpen className="h-6 w-6" />}
              title="New recipes are on their way"
              description="Our chefs are writing them now. Subscribe below and we'll send them to you."
            />
          }
        >
          {(recipes) => <RecipeGrid recipes={recipes} label="Featured recipes" />}
        </LandingCatalogue>
      </Container>
    </section>
  );
}

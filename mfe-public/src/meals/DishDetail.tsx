import { type RecipeDto } from '@chefs/contracts';
import { CatalogueItemDetail } from '../recipes/CatalogueItemDetail';
import { FindChefLink } from '../recipes/FindChefLink';
import { Pairings } from '../recipes/Pairings';
import { SecretMethodCard } from './SecretMethodCard';

/** A fine-dining dish: picture, facts, wine pairing and dessert, ingredients, the method if shared, nutrition. */
export function DishDetail({ dish }: { dish: RecipeDto }) {
  return (
    <CatalogueItemDetail
      item={dish}
      titleId="dish-title"
      back={{ to: '/meals', label: "Back to Chef's Collection" }}
      actions={<FindChefLink variant="primary" />}
      belowHeader={(nutrition) => (
        <section aria-labelledby="pairings-title" className="mt-10">
          <h2 id="pairings-title" className="mb-4 text-2xl font-semibold text-brand-900">
            Pairings
          </h2>
          <Pairings nutrition={nutrition} />
        </section>
      )}
      withoutInstructions={() => <SecretMethodCard />}
    />
  );
}

import { dishSlug } from '@chefs/domain';
import { CatalogueItemPage } from '../recipes/CatalogueItemPage';
import { findDishBySlug } from './dish-catalogue';
import { DishDetail } from './DishDetail';

/** /meals/:slug: the fine-dining dish whose title makes the slug. */
export function DishDetailPage() {
  return (
    <CatalogueItemPage
      noun="dish"
      slugOf={dishSlug}
      collection="fine_dining"
      findBySlug={findDishBySlug}
      notFound={{
        title: 'Dish Not Found',
        description: "We couldn't find that dish in the Chef's Collection.",
        backTo: '/meals',
        backLabel: "Back to Chef's Collection",
      }}
    >
      {(dish) => <DishDetail dish={dish} />}
    </CatalogueItemPage>
  );
}

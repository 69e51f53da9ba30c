import { useCreateRecipe } from '@chefs/api-client';
import {
  ADMIN_RECIPE_CATEGORIES,
  ADMIN_RECIPE_RULES,
  DIFFICULTIES,
  validate,
  type AdminRecipeField,
} from '@chefs/contracts';
import { FormField, humanize, Input, Select, Textarea } from '@chefs/ui';
import { CreateDialog, type FormFields } from '../common/FormDialog';

const EMPTY: Record<AdminRecipeField, string> = {
  title: '',
  description: '',
  category: '',
  difficulty: '',
  prepTime: '',
  cookingTime: '',
  servings: '',
  ingredients: '',
  instructions: '',
};

/** One item per line, blank lines dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's texts as the request: numbers, and one item per line. */
const toRequest = (values: Record<AdminRecipeField, string>) => ({
  title: values.title,
  description: values.description,
  category: values.category,
  difficulty: values.difficulty,
  prepTime: toNumber(values.prepTime),
  cookingTime: toNumber(values.cookingTime),
  servings: toNumber(values.servings),
  ingredients: lines(values.ingredients),
  instructions: lines(values.instructions),
});

/** Add Recipe (docs/product.md §2): every field required; published at once. */
export function AddRecipeDialog() {
  const create = useCreateRecipe();
  return (
    <CreateDialog
      noun="Recipe"
      description="Published at once on the recipes page. One ingredient or step per line."
      empty={EMPTY}
      columns={3}
      check={(values) => validate(ADMIN_RECIPE_RULES, toRequest(values))}
      send={(values) => {
        const body = toRequest(values);
        return create.mutateAsync({
          ...body,
          prepTime: body.prepTime ?? 0,
          cookingTime: body.cookingTime ?? 0,
          servings: body.servings ?? 1,
          isPublished: true,
        });
      }}
    >
      {(fields) => <RecipeFields {...fields} />}
    </CreateDialog>
  );
}

function RecipeFields({ values, errors, set }: FormFields<AdminRecipeField>) {
  const number = (field: 'prepTime' | 'cookingTime' | 'servings', id: string, label: string) => (
    <FormField id={id} label={label} error={errors[field]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="numeric"
          min={field === 'servings' ? 1 : 0}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
        />
      )}
    </FormField>
  );
  const perLine = (field: 'ingredients' | 'instructions', id: string, label: string) => (
    <FormField id={id} label={label} error={errors[field]} className="sm:col-span-3">
      {(p) => <Textarea {...p} rows={4} value={values[field]} onChange={(e) => set(field)(e.target.value)} />}
    </FormField>
  );
  return (
    <>
      <FormField id="recipe-title" label="Title" error={errors.title} className="sm:col-span-3">
        {(p) => <Input {...p} value={values.title} onChange={(e) => set('title')(e.target.value)} />}
      </FormField>
      <FormField id="recipe-description" label="Description" error={errors.description} className="sm:col-span-3">
        {(p) => (
          <Textarea {...p} rows={2} value={values.description} onChange={(e) => set('description')(e.target.value)} />
        )}
      </FormField>
      <FormField id="recipe-category" label="Category" error={errors.category} className="sm:col-span-2">
        {(p) => (
          <Select {...p} value={values.category} onChange={(e) => set('category')(e.target.value)}>
            <option value="">Choose a category</option>
            {ADMIN_RECIPE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {humanize(c)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="recipe-difficulty" label="Difficulty" error={errors.difficulty}>
        {(p) => (
          <Select {...p} value={values.difficulty} onChange={(e) => set('difficulty')(e.target.value)}>
            <option value="">Choose</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {humanize(d)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {number('prepTime', 'recipe-prep', 'Prep time (min)')}
      {number('cookingTime', 'recipe-cook', 'Cook time (min)')}
      {number('servings', 'recipe-servings', 'Servings')}
      {perLine('ingredients', 'recipe-ingredients', 'Ingredients')}
      {perLine('instructions', 'recipe-instructions', 'Instructions')}
    </>
  );
}

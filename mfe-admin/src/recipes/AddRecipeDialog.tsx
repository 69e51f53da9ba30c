import { ApiError, useCreateRecipe } from '@chefs/api-client';
import {
  ADMIN_RECIPE_CATEGORIES,
  ADMIN_RECIPE_RULES,
  DIFFICULTIES,
  validate,
  type AdminRecipeField,
} from '@chefs/contracts';
import { Button, FormField, humanize, Input, Select, Textarea, useToast } from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';

type Values = Record<AdminRecipeField, string>;
const EMPTY: Values = {
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

/** Add Recipe (spec §2): every field required; published at once. */
export function AddRecipeDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AdminRecipeField, string>>>({});
  const create = useCreateRecipe();
  const { toast } = useToast();

  const set = (field: AdminRecipeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const toErrors = (list: { field: string; message: string }[]) =>
    Object.fromEntries(list.map((e) => [e.field, e.message])) as Partial<Record<AdminRecipeField, string>>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title: values.title,
      description: values.description,
      category: values.category,
      difficulty: values.difficulty,
      prepTime: toNumber(values.prepTime),
      cookingTime: toNumber(values.cookingTime),
      servings: toNumber(values.servings),
      ingredients: lines(values.ingredients),
      instructions: lines(values.instructions),
    };
    const broken = validate(ADMIN_RECIPE_RULES, body);
    if (broken.length > 0) return setErrors(toErrors(broken));
    create.mutate(
      {
        ...body,
        prepTime: body.prepTime ?? 0,
        cookingTime: body.cookingTime ?? 0,
        servings: body.servings ?? 1,
        isPublished: true,
      },
      {
        onSuccess: () => {
          toast({ title: 'Recipe created successfully' });
          setOpen(false);
          setValues(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(toErrors(error.body?.errors ?? []));
          toast({ title: 'Error', description: 'Failed to create recipe', variant: 'destructive' });
        },
      },
    );
  };

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

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" />
          Add Recipe
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div data-remote="admin">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-display text-xl font-semibold text-ink">Add Recipe</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              Published at once on the recipes page. One ingredient or step per line.
            </Dialog.Description>
            <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-3">
              <FormField id="recipe-title" label="Title" error={errors.title} className="sm:col-span-3">
                {(p) => <Input {...p} value={values.title} onChange={(e) => set('title')(e.target.value)} />}
              </FormField>
              <FormField
                id="recipe-description"
                label="Description"
                error={errors.description}
                className="sm:col-span-3"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={2}
                    value={values.description}
                    onChange={(e) => set('description')(e.target.value)}
                  />
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
              <FormField
                id="recipe-ingredients"
                label="Ingredients"
                error={errors.ingredients}
                className="sm:col-span-3"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={4}
                    value={values.ingredients}
                    onChange={(e) => set('ingredients')(e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                id="recipe-instructions"
                label="Instructions"
                error={errors.instructions}
                className="sm:col-span-3"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={4}
                    value={values.instructions}
                    onChange={(e) => set('instructions')(e.target.value)}
                  />
                )}
              </FormField>
              <div className="flex flex-col-reverse gap-3 sm:col-span-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline" disabled={create.isPending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create Recipe'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

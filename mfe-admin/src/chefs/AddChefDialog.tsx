import { ApiError, useCreateChef } from '@chefs/api-client';
import { ADMIN_CHEF_RULES, LANDING_CUISINES, validate, type AdminChefField } from '@chefs/contracts';
import { Button, FormField, humanize, Input, Select, Textarea, useToast } from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';

type Values = Record<AdminChefField, string>;
const EMPTY: Values = {
  name: '',
  specialty: '',
  primaryCuisine: '',
  pricePerPerson: '',
  zipCode: '',
  location: '',
  bio: '',
};

/** Add Chef (spec §2): every field required; the chef is approved at once. */
export function AddChefDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AdminChefField, string>>>({});
  const create = useCreateChef();
  const { toast } = useToast();

  const set = (field: AdminChefField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const toErrors = (list: { field: string; message: string }[]) =>
    Object.fromEntries(list.map((e) => [e.field, e.message])) as Partial<Record<AdminChefField, string>>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validate(ADMIN_CHEF_RULES, values);
    if (broken.length > 0) return setErrors(toErrors(broken));
    create.mutate(
      { ...values, pricePerPerson: Number(values.pricePerPerson) },
      {
        onSuccess: () => {
          toast({ title: 'Chef created successfully' });
          setOpen(false);
          setValues(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(toErrors(error.body?.errors ?? []));
          toast({ title: 'Error', description: 'Failed to create chef', variant: 'destructive' });
        },
      },
    );
  };

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
          Add Chef
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div data-remote="admin">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-display text-xl font-semibold text-ink">Add Chef</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              The chef offers meal prep and private dinners and is approved at once.
            </Dialog.Description>
            <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
              <FormField id="chef-name" label="Name" error={errors.name}>
                {(p) => <Input {...p} value={values.name} onChange={(e) => set('name')(e.target.value)} />}
              </FormField>
              <FormField id="chef-specialty" label="Specialty" error={errors.specialty}>
                {(p) => <Input {...p} value={values.specialty} onChange={(e) => set('specialty')(e.target.value)} />}
              </FormField>
              <FormField id="chef-cuisine" label="Primary cuisine" error={errors.primaryCuisine}>
                {(p) => (
                  <Select {...p} value={values.primaryCuisine} onChange={(e) => set('primaryCuisine')(e.target.value)}>
                    <option value="">Choose a cuisine</option>
                    {LANDING_CUISINES.map((c) => (
                      <option key={c} value={c}>
                        {humanize(c)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField id="chef-price" label="Price per person ($)" error={errors.pricePerPerson}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    value={values.pricePerPerson}
                    onChange={(e) => set('pricePerPerson')(e.target.value)}
                  />
                )}
              </FormField>
              <FormField id="chef-zip" label="ZIP code" error={errors.zipCode}>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    value={values.zipCode}
                    onChange={(e) => set('zipCode')(e.target.value)}
                  />
                )}
              </FormField>
              <FormField id="chef-location" label="Location" error={errors.location}>
                {(p) => <Input {...p} value={values.location} onChange={(e) => set('location')(e.target.value)} />}
              </FormField>
              <FormField id="chef-bio" label="Bio" error={errors.bio} className="sm:col-span-2">
                {(p) => <Textarea {...p} rows={3} value={values.bio} onChange={(e) => set('bio')(e.target.value)} />}
              </FormField>
              <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline" disabled={create.isPending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create Chef'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

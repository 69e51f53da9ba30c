import { useCreateChef } from '@chefs/api-client';
import {
  ADMIN_CHEF_RULES,
  LANDING_CUISINES,
  SERVICE_TYPES,
  validate,
  type AdminChefField,
  type CreateChefRequest,
} from '@chefs/contracts';
import { ChefDetailsFields, FormField, humanize, Input, Select } from '@chefs/ui';
import { CreateDialog } from '../common/FormDialog';

const EMPTY: Record<AdminChefField, string> = {
  name: '',
  specialty: '',
  primaryCuisine: '',
  pricePerPerson: '',
  zipCode: '',
  location: '',
  bio: '',
};

/** The form as the spec's POST /api/chefs payload (CreateChefRequest, docs/product.md §7). */
function toRequest(values: Record<AdminChefField, string>): CreateChefRequest {
  return {
    name: values.name,
    bio: values.bio,
    specialty: values.specialty,
    pricePerPerson: Number(values.pricePerPerson),
    location: values.location,
    zipCodes: [values.zipCode],
    cuisines: [values.primaryCuisine],
    services: SERVICE_TYPES,
    isApproved: true,
  };
}

/** Add Chef (docs/product.md §2): every field required; the chef is approved at once. */
export function AddChefDialog() {
  const create = useCreateChef();
  return (
    <CreateDialog
      noun="Chef"
      description="The chef offers meal prep and private dinners and is approved at once."
      empty={EMPTY}
      columns={2}
      check={(values) => validate(ADMIN_CHEF_RULES, values)}
      send={(values) => create.mutateAsync(toRequest(values))}
    >
      {({ values, errors, set }) => (
        <>
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
          <ChefDetailsFields idPrefix="chef" values={values} errors={errors} set={set} />
        </>
      )}
    </CreateDialog>
  );
}

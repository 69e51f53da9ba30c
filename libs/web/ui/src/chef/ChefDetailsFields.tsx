import { FormField } from '../form/FormField';
import { Input } from '../form/Input';
import { Textarea } from '../form/Textarea';

/** The fields of a chef profile both the admin's Add Chef and the chef's Edit profile ask for. */
export type ChefDetailsField = 'pricePerPerson' | 'zipCode' | 'location' | 'bio';

export interface ChefDetailsFieldsProps {
  /** Starts each control's id ("chef" gives chef-price, chef-zip, chef-location, chef-bio). */
  idPrefix: string;
  values: Record<ChefDetailsField, string>;
  errors: Partial<Record<ChefDetailsField, string | undefined>>;
  set: (field: ChefDetailsField) => (value: string) => void;
  bioRows?: number;
  /**
   * One ZIP code (Add Chef), or every ZIP code the chef serves in one field, separated by commas
   * (the chef's own profile): its label, which says how, and a keyboard with a comma. (A hint
   * under the label would push the field below its neighbour on the two-column grid.)
   */
  zipCodes?: 'one' | 'several';
}

/**
 * Price per person, ZIP code (or codes), location and bio, with their messages, on a two-column grid (the
 * bio across both): one form for the admin's Add Chef dialog and the chef's own profile.
 */
export function ChefDetailsFields({
  idPrefix,
  values,
  errors,
  set,
  bioRows = 3,
  zipCodes = 'one',
}: ChefDetailsFieldsProps) {
  const several = zipCodes === 'several';
  return (
    <>
      <FormField id={`${idPrefix}-price`} label="Price per person ($)" error={errors.pricePerPerson}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            value={values.pricePerPerson}
            onChange={(e) => set('pricePerPerson')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-zip`}
        label={several ? 'ZIP codes you serve, separated by commas' : 'ZIP code'}
        error={errors.zipCode}
      >
        {(p) => (
          <Input
            {...p}
            inputMode={several ? 'text' : 'numeric'}
            autoComplete={several ? 'off' : 'postal-code'}
            value={values.zipCode}
            onChange={(e) => set('zipCode')(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-location`} label="Location" error={errors.location}>
        {(p) => <Input {...p} value={values.location} onChange={(e) => set('location')(e.target.value)} />}
      </FormField>
      <FormField id={`${idPrefix}-bio`} label="Bio" error={errors.bio} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={bioRows} value={values.bio} onChange={(e) => set('bio')(e.target.value)} />}
      </FormField>
    </>
  );
}

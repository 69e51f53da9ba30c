import { RadioCardGroup } from '@chefs/ui';
import { type SignupStepProps } from './signup-form';
import { SERVICE_TYPE_OPTIONS } from './signup-options';

/** Step 2: meal prep, fine dining or both. */
export function ServicePreferencesStep({ values, errors, onChange }: SignupStepProps) {
  return (
    <RadioCardGroup
      name="serviceType"
      legend="Which service are you interested in?"
      options={SERVICE_TYPE_OPTIONS}
      value={values.serviceType}
      onChange={(serviceType) => onChange({ serviceType })}
      error={errors.serviceType}
      columns={3}
    />
  );
}

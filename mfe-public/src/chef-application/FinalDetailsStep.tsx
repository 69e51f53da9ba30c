import { CHEF_APPLICATION_RULES, CHEF_SERVICE_TYPES, type ChefServiceType } from '@chefs/contracts';
import { Checkbox, CheckboxCardGroup, FieldError, FormField, Input, type ChoiceOption } from '@chefs/ui';
import { type ApplicationStepProps } from './application-form';

const SERVICE_OPTIONS: readonly ChoiceOption<ChefServiceType>[] = CHEF_SERVICE_TYPES.map((value) => ({
  value,
  label: value,
}));

/** Step 5: services, where and for how much, and consent to a background check. */
export function FinalDetailsStep({ values, errorOf, onChange, onTouch }: ApplicationStepProps) {
  const consentError = errorOf('backgroundCheckConsent');
  return (
    <div className="grid gap-6">
      <CheckboxCardGroup
        name="serviceTypes"
        legend="Services you offer"
        options={SERVICE_OPTIONS}
        value={values.serviceTypes}
        onChange={(serviceTypes) => {
          onChange({ serviceTypes });
          onTouch('serviceTypes');
        }}
        error={errorOf('serviceTypes')}
        columns={2}
        compact
      />
      <FormField id="application-businessName" label="Business name" optional error={errorOf('businessName')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            maxLength={200}
            value={values.businessName}
            onChange={(e) => onChange({ businessName: e.target.value })}
            onBlur={() => onTouch('businessName')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <FormField
          id="application-location"
          label="Service area"
          hint="The neighborhoods or cities you cook in."
          error={errorOf('location')}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. Midtown, Decatur, Buckhead"
              value={values.location}
              onChange={(e) => onChange({ location: e.target.value })}
              onBlur={() => onTouch('location')}
            />
          )}
        </FormField>
        <FormField id="application-zipCode" label="ZIP code" hint="Where you are based." error={errorOf('zipCode')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="30303"
              value={values.zipCode}
              onChange={(e) => onChange({ zipCode: e.target.value })}
              onBlur={() => onTouch('zipCode')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="application-pricePerPerson"
        label="Starting price per person"
        hint={`In dollars, at least $${CHEF_APPLICATION_RULES.pricePerPerson.min}.`}
        error={errorOf('pricePerPerson')}
        className="sm:max-w-xs"
      >
        {(control) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
            >
              $
            </span>
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={CHEF_APPLICATION_RULES.pricePerPerson.min}
              step={1}
              className="pl-7"
              value={values.pricePerPerson}
              onChange={(e) => onChange({ pricePerPerson: e.target.value })}
              onBlur={() => onTouch('pricePerPerson')}
            />
          </div>
        )}
      </FormField>
      <div className="rounded-xl border border-line bg-cream/60 p-4">
        <Checkbox
          id="application-backgroundCheckConsent"
          label="I consent to a background check"
          description="Every chef on our marketplace is background-checked before their first booking."
          checked={values.backgroundCheckConsent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'application-backgroundCheckConsent-error' : undefined}
          onChange={(e) => {
            onChange({ backgroundCheckConsent: e.target.checked });
            onTouch('backgroundCheckConsent');
          }}
        />
        <FieldError id="application-backgroundCheckConsent-error" message={consentError} />
      </div>
    </div>
  );
}

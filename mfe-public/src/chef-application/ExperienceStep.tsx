import { CHEF_APPLICATION_RULES, checkField } from '@chefs/contracts';
import { FormField, Input, Select, Textarea } from '@chefs/ui';
import { useState } from 'react';
import { type ApplicationStepProps } from './application-form';
import { SPECIALTY_OPTIONS } from './specialties';

const YEARS = CHEF_APPLICATION_RULES.yearsOfExperience;
const DESCRIPTION_MIN = CHEF_APPLICATION_RULES.description.minLength ?? 50;

/** Step 2: years of experience (the input ignores values outside 0 to 50), specialty, description. */
export function ExperienceStep({ values, errorOf, onChange, onTouch }: ApplicationStepProps) {
  // Why the last keystroke was ignored, e.g. "Years of experience cannot exceed 50".
  const [ignored, setIgnored] = useState<string | null>(null);
  const typed = values.description.trim().length;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="application-yearsOfExperience"
          label="Years of professional experience"
          error={ignored ?? errorOf('yearsOfExperience')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={YEARS.min}
              max={YEARS.max}
              step={1}
              value={values.yearsOfExperience}
              onChange={(e) => {
                const raw = e.target.value;
                const outside = raw.trim() !== '' && (Number(raw) < YEARS.min || Number(raw) > YEARS.max);
                setIgnored(outside ? checkField(YEARS, raw) : null);
                if (!outside) onChange({ yearsOfExperience: raw });
              }}
              onBlur={() => {
                setIgnored(null);
                onTouch('yearsOfExperience');
              }}
            />
          )}
        </FormField>
        <FormField id="application-specialty" label="Specialty" error={errorOf('specialty')}>
          {(control) => (
            <Select
              {...control}
              value={values.specialty}
              onChange={(e) => {
                onChange({ specialty: e.target.value });
                onTouch('specialty');
              }}
              onBlur={() => onTouch('specialty')}
            >
              <option value="">Select your specialty</option>
              {SPECIALTY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id="application-description"
        label="Tell us about your cooking"
        hint={`Where you trained, kitchens you have worked in, what you love to cook (at least ${DESCRIPTION_MIN} characters).`}
        error={errorOf('description')}
      >
        {(control) => (
          <>
            <Textarea
              {...control}
              rows={6}
              maxLength={CHEF_APPLICATION_RULES.description.maxLength}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
              onBlur={() => onTouch('description')}
            />
            <p className="mt-1.5 text-right text-xs text-muted">
              {typed < DESCRIPTION_MIN ? `${typed} of ${DESCRIPTION_MIN} characters` : `${typed} characters`}
            </p>
          </>
        )}
      </FormField>
    </div>
  );
}

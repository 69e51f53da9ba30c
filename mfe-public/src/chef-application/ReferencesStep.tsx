import { type ChefApplicationField } from '@chefs/contracts';
import { FormField, Input } from '@chefs/ui';
import { type ApplicationStepProps, type ApplicationValues } from './application-form';

const REFERENCES = [1, 2, 3] as const;
type Part = 'Name' | 'Phone' | 'Relationship';
const field = (n: (typeof REFERENCES)[number], part: Part) =>
  `reference${n}${part}` as ChefApplicationField & keyof ApplicationValues;

const PARTS: readonly { part: Part; label: string; type: string; autoComplete: string; placeholder: string }[] = [
  { part: 'Name', label: 'Name', type: 'text', autoComplete: 'off', placeholder: 'Jordan Ellis' },
  { part: 'Phone', label: 'Phone', type: 'tel', autoComplete: 'off', placeholder: '(404) 555-0199' },
  { part: 'Relationship', label: 'Relationship', type: 'text', autoComplete: 'off', placeholder: 'Former head chef' },
];

/** Step 4: up to three references, all optional. */
export function ReferencesStep({ values, errorOf, onChange, onTouch }: ApplicationStepProps) {
  return (
    <div className="grid gap-5">
      {REFERENCES.map((n) => (
        <fieldset key={n} className="rounded-xl border border-line p-4 sm:p-5">
          <legend className="px-1 text-sm font-semibold text-ink">
            Reference {n} <span className="font-normal text-muted">(optional)</span>
          </legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {PARTS.map(({ part, label, type, autoComplete, placeholder }) => {
              const name = field(n, part);
              return (
                <FormField
                  key={part}
                  id={`application-${name}`}
                  label={
                    <>
                      <span className="sr-only">Reference {n} </span>
                      {label}
                    </>
                  }
                  error={errorOf(name)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type={type}
                      autoComplete={autoComplete}
                      placeholder={placeholder}
                      maxLength={part === 'Phone' ? 30 : 200}
                      value={values[name] as string}
                      onChange={(e) => onChange({ [name]: e.target.value })}
                      onBlur={() => onTouch(name)}
                    />
                  )}
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

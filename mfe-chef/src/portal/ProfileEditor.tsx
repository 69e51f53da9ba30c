import { ApiError, handleLoggedOut, isUnauthorizedError, useAuth, useUpdateChefProfile } from '@chefs/api-client';
import {
  CHEF_PROFILE_RULES,
  validate,
  type ChefDto,
  type FieldError,
  type UpdateChefProfileRequest,
} from '@chefs/contracts';
import {
  Button,
  ChefDetailsFields,
  draftStore,
  FormField,
  Input,
  toast,
  useDraftedState,
  useSingleFlight,
  type ChefDetailsField,
  type DraftStore,
} from '@chefs/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';

/** The form's fields: the ZIP codes are one text field, separated by commas. */
type Field = ChefDetailsField | 'specialty';
export type ProfileValues = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export const valuesOf = (chef: ChefDto): ProfileValues => ({
  specialty: chef.specialty,
  pricePerPerson: chef.pricePerPerson,
  location: chef.location,
  zipCode: chef.zipCodes.join(', '),
  bio: chef.bio,
});

/** What the form sends: the ZIP codes split at commas or spaces, blanks dropped. */
const requestOf = (values: ProfileValues): UpdateChefProfileRequest => ({
  specialty: values.specialty,
  pricePerPerson: Number(values.pricePerPerson),
  location: values.location,
  zipCodes: values.zipCode.split(/[\s,]+/).filter(Boolean),
  bio: values.bio,
});

/** The rules' and the server's field names on the form's fields (the list's message on its text field). */
const fieldOf = (field: string): string => (field === 'zipCodes' ? 'zipCode' : field);

/**
 * What the chef has typed into the form, kept in this tab's sessionStorage (draftStore) while
 * the form is open: a session that lapsed while they typed sends them to sign in again on Save
 * (handleLoggedOut), and they come back to the form as they left it, not to the profile with
 * everything typed gone. Named by the account; cleared on Save and on Cancel.
 */
export function useProfileDraft(): DraftStore<ProfileValues> | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useMemo(() => (userId ? draftStore<ProfileValues>(`chefProfileDraft:${userId}`) : undefined), [userId]);
}

/**
 * The chef's own profile as a form (docs/product.md §2 Chef portal, "Edit profile"): checked in
 * the browser by the rules the server applies, saved with PATCH /api/chef-profile. What was typed
 * stays on a failure, and in `draft` (useProfileDraft) until a save or Cancel, after which `onDone`
 * closes the form.
 */
export function ProfileEditor({
  chef,
  draft,
  onDone,
}: {
  chef: ChefDto;
  draft?: DraftStore<ProfileValues>;
  onDone: () => void;
}) {
  const { values, setValues } = useDraftedState(draft, valuesOf(chef));
  const done = () => {
    draft?.clear();
    onDone();
  };
  const [errors, setErrors] = useState<Errors>({});
  const [checks, setChecks] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateChefProfile();
  // One save at a time, told at the click itself (useSingleFlight): a double-click sent two PATCHes
  // before `isPending` was drawn. Save is busy, not disabled: a disabled button drops the keyboard's
  // focus to <body>, and a chef whose save failed had to find the form again.
  const { run, busy } = useSingleFlight<void>();

  // The first field on opening, and the first field to fix after a failed check.
  useEffect(() => {
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input'))?.focus();
  }, [checks]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showErrors = (list: FieldError[]) => {
    setErrors(Object.fromEntries(list.map((e) => [fieldOf(e.field), e.message])));
    setChecks((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = requestOf(values);
    const broken = validate(CHEF_PROFILE_RULES, { ...request, pricePerPerson: values.pricePerPerson });
    if (broken.length > 0) return showErrors(broken);
    void run(() =>
      save.mutateAsync(request).then(
        () => {
          toast({ title: 'Profile updated', description: 'Your public profile shows the changes.' });
          done();
        },
        (error: unknown) => {
          if (isUnauthorizedError(error)) return handleLoggedOut();
          const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? []) : [];
          if (fieldErrors.length > 0) return showErrors(fieldErrors);
          toast({
            title: 'Error',
            description: 'Failed to update your profile. Please try again.',
            variant: 'destructive',
          });
        },
      ),
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Edit profile"
      onSubmit={submit}
      className="mt-6 grid gap-4 sm:grid-cols-2"
    >
      <FormField id="profile-specialty" label="Specialty" error={errors.specialty}>
        {(p) => <Input {...p} value={values.specialty} onChange={(e) => set('specialty')(e.target.value)} />}
      </FormField>
      <ChefDetailsFields idPrefix="profile" values={values} errors={errors} set={set} bioRows={4} zipCodes="several" />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={done}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

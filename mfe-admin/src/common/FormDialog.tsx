import { ApiError, useAuth } from '@chefs/api-client';
import { type FieldError } from '@chefs/contracts';
import {
  Button,
  type ButtonVariant,
  cn,
  draftStore,
  type DraftStore,
  useDraftedState,
  useFocusFirstInvalid,
  useToast,
} from '@chefs/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactElement, type ReactNode, useMemo, useRef, useState } from 'react';
import { useActionFailure } from './useActionFailure';

/** What a submit decided: close the dialog (and clear the form), show these field errors, or stay open. */
type FormOutcome = { done: true } | { errors: FieldError[] } | { done: false };

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What the fields are drawn with: the values, their errors and a setter per field. */
export interface FormFields<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  set: (field: F) => (value: string) => void;
}

/** The grid of the form; Tailwind sees each class written out here. */
const COLUMNS = {
  1: { grid: '', full: '' },
  2: { grid: 'sm:grid-cols-2', full: 'sm:col-span-2' },
  3: { grid: 'sm:grid-cols-3', full: 'sm:col-span-3' },
} as const;

export interface FormDialogProps<F extends string> {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The submit button's label, and its label while the submit runs. */
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  /** The fields' values when the dialog opens the first time and after each success. */
  empty: Record<F, string>;
  /** Where the values, and whether the dialog is open, are kept until it succeeds (useAdminDraft). */
  draft?: DraftStore<Record<F, string>>;
  columns?: keyof typeof COLUMNS;
  width?: 'md' | 'lg';
  /** The browser's own check of the values (the rules the server applies too); nothing is sent while it fails. */
  check?: (values: Record<F, string>) => FieldError[];
  /** Sends the values; while it runs the dialog cannot be closed or sent again. */
  onSubmit: (values: Record<F, string>) => Promise<FormOutcome>;
  children: (fields: FormFields<F>) => ReactNode;
}

/**
 * The admin's form dialogs (Add Chef and Add Recipe through CreateDialog, Reject application): a trigger, a modal with
 * its title and description, the fields on a grid with their messages, and Cancel / submit.
 * The values stay while the dialog is closed and reopened, and are cleared after a success. With a
 * `draft` they also survive a reload and a lapsed session's sign-in: the dialog comes back as it
 * was, open or closed, with everything typed.
 */
export function FormDialog<F extends string>({
  trigger,
  title,
  description,
  submitLabel,
  pendingLabel,
  submitVariant = 'primary',
  empty,
  draft,
  columns = 1,
  width = 'lg',
  check,
  onSubmit,
  children,
}: FormDialogProps<F>) {
  // The draft's step is whether the dialog is open (1) or not (0).
  const { values, setValues, step, setStep } = useDraftedState(draft, empty);
  const open = step === 1;
  const setOpen = (next: boolean) => setStep(next ? 1 : 0);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [pending, setPending] = useState(false);
  // Set at the submit itself: a second click that comes before the button is drawn disabled
  // sends nothing (a second create or decision would only be refused).
  const sending = useRef(false);

  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const formRef = useRef<HTMLFormElement>(null);
  // Each time errors are shown, the browser's check or the server's 400, the first field to fix
  // takes focus, so a screen reader reads it with its message (aria-describedby); the submit
  // button would otherwise keep focus and nothing be heard.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const showErrors = (list: FieldError[]) => {
    setErrors(Object.fromEntries(list.map((e) => [e.field, e.message])) as FieldErrors<F>);
    focusFirstInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const broken = check?.(values) ?? [];
    if (broken.length > 0) return showErrors(broken);
    sending.current = true;
    setPending(true);
    try {
      const outcome = await onSubmit(values);
      if ('errors' in outcome) {
        showErrors(outcome.errors);
      } else if (outcome.done) {
        // Now, not only in the next render's effect: a decided row may take its dialog away first.
        draft?.clear();
        setOpen(false);
        setValues(empty);
        setErrors({});
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const layout = COLUMNS[columns];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <div data-remote="admin">
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            className={cn(
              'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none',
              width === 'md' ? 'max-w-md' : 'max-w-lg',
            )}
          >
            <Dialog.Title className="font-display text-xl font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
            <form
              ref={formRef}
              noValidate
              onSubmit={(e) => void submit(e)}
              className={cn('mt-4 grid gap-4', layout.grid)}
            >
              {children({ values, errors, set })}
              <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', layout.full)}>
                <Dialog.Close asChild>
                  <Button type="button" variant="outline" disabled={pending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                {/* busy, not disabled: `disabled` dropped focus out of the dialog at the press. */}
                <Button type="submit" variant={submitVariant} busy={pending}>
                  {pending ? pendingLabel : submitLabel}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface CreateDialogProps<F extends string> extends Pick<
  FormDialogProps<F>,
  'description' | 'empty' | 'columns' | 'check' | 'children'
> {
  /** What is created, as the spec's texts name it: "Chef" gives Add Chef, Create Chef, "Chef created successfully" and "Failed to create chef". */
  noun: 'Chef' | 'Recipe';
  /** Sends the values (a mutation's mutateAsync); rejects with the ApiError when the server refuses. */
  send: (values: Record<F, string>) => Promise<unknown>;
}

/**
 * A dialog's draft for the signed-in admin (FormDialog's `draft`), named by the account and by
 * `name` (what the dialog makes or decides). Signing out empties the tab's storage with it.
 */
export function useAdminDraft<F extends string>(name: string): DraftStore<Record<F, string>> | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useMemo(
    () => (userId ? draftStore<Record<F, string>>(`adminDraft:${userId}:${name}`, { lastStep: 1 }) : undefined),
    [userId, name],
  );
}

/**
 * The admin's Add dialogs: the "Add …" button, the form, and docs/product.md §8's toasts (useActionFailure).
 * A 400 shows the server's field messages beside the failure toast and keeps the form; a 409
 * shows the server's message ("A recipe with this title already exists."); a 401 says the
 * session ended and signs in again.
 */
export function CreateDialog<F extends string>({ noun, send, ...form }: CreateDialogProps<F>) {
  const { toast } = useToast();
  const failed = useActionFailure();
  const draft = useAdminDraft<F>(`add${noun}`);
  return (
    <FormDialog
      {...form}
      draft={draft}
      trigger={
        <Button size="sm">
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" />
          Add {noun}
        </Button>
      }
      title={`Add ${noun}`}
      submitLabel={`Create ${noun}`}
      pendingLabel="Creating..."
      onSubmit={async (values) => {
        try {
          await send(values);
          toast({ title: `${noun} created successfully` });
          return { done: true };
        } catch (error) {
          failed(error, `Failed to create ${noun.toLowerCase()}`);
          if (error instanceof ApiError && error.status === 400) return { errors: error.body?.errors ?? [] };
          return { done: false };
        }
      }}
    />
  );
}

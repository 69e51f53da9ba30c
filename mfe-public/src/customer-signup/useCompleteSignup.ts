import {
  ApiError,
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  isUnauthorizedError,
  SAVE_PREFERENCES_FAILED,
  signupToSave,
  useSavePreferences,
} from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { useNavigate } from 'react-router';
import { loginUrl } from '../signin/login-url';
import { storePreferences } from './preferences-storage';
import { SIGNUP_DRAFT, toPreferences, type SignupErrors, type SignupValues } from './signup-form';

/** Where a finished signup goes next (docs/product.md §4). */
const AFTER_SIGNUP = '/schedule';

/**
 * Finishing the signup: the preferences are kept on this device, saved to the account of a
 * signed-in customer (signed out: once they sign in, by /schedule, `signupToSave`), and then the
 * customer goes on to schedule a service.
 */
export function useCompleteSignup({
  isAuthenticated,
  onFieldErrors,
}: {
  isAuthenticated: boolean;
  onFieldErrors: (errors: SignupErrors) => void;
}) {
  const save = useSavePreferences();
  const navigate = useNavigate();
  const complete = (values: SignupValues) => {
    const preferences = toPreferences(values);
    storePreferences(preferences);
    if (!isAuthenticated) {
      signupToSave.keep(preferences);
      SIGNUP_DRAFT.clear();
      void navigate(AFTER_SIGNUP);
      return;
    }
    save.mutate(preferences, {
      onSuccess: () => {
        SIGNUP_DRAFT.clear();
        void navigate(AFTER_SIGNUP);
      },
      onError: (error) => {
        if (isUnauthorizedError(error))
          return handleLoggedOut({ ...CUSTOMER_LOGGED_OUT, loginUrl: loginUrl(AFTER_SIGNUP) });
        const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? []) : [];
        if (fieldErrors.length > 0) onFieldErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
        toast({ title: 'Error', description: SAVE_PREFERENCES_FAILED, variant: 'destructive' });
      },
    });
  };
  return { complete, isSaving: save.isPending };
}

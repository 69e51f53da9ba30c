import { ApiError, SAVE_PREFERENCES_FAILED, signupToSave, useSavePreferences } from '@chefs/api-client';
import { toast } from '@chefs/ui';
import { useEffect, useRef } from 'react';

/**
 * Saves a signup finished signed out (`signupToSave`) to the account of the customer who has now
 * signed in, once per visit: saved, it is forgotten and a toast says so; refused as invalid
 * (400), it is forgotten too (the device keeps its copy); any other failure keeps it for the next
 * visit and says so.
 */
export function useSaveSignupAfterSignIn(signedInCustomer: boolean): void {
  const save = useSavePreferences();
  const tried = useRef(false);
  const { mutate } = save;
  useEffect(() => {
    if (!signedInCustomer || tried.current) return;
    const preferences = signupToSave.read();
    if (!preferences) return;
    tried.current = true;
    mutate(preferences, {
      onSuccess: () => {
        signupToSave.clear();
        toast({ title: 'Preferences saved', description: 'Your signup preferences are saved to your account.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) return signupToSave.clear();
        toast({ title: 'Error', description: SAVE_PREFERENCES_FAILED, variant: 'destructive' });
      },
    });
  }, [signedInCustomer, mutate]);
}

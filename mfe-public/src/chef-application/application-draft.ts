import { draftStore } from '@chefs/ui';
import { LAST_APPLICATION_STEP, type ApplicationValues } from './application-form';

export const APPLICATION_DRAFT_KEY = 'chefApplicationDraft';

/** The application in progress (draftStore, @chefs/ui); cleared once the application is in. */
export const APPLICATION_DRAFT = draftStore<ApplicationValues>(APPLICATION_DRAFT_KEY, {
  lastStep: LAST_APPLICATION_STEP,
});

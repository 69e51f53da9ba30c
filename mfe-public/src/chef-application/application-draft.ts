import { draftStore } from '@chefs/ui';
import { LAST_APPLICATION_STEP, type ApplicationValues } from './application-form';

/** The application in progress (draftStore, @chefs/ui); cleared once the application is in. */
export const APPLICATION_DRAFT_KEY = 'chefApplicationDraft';

export const APPLICATION_DRAFT = draftStore<ApplicationValues>(APPLICATION_DRAFT_KEY, {
  lastStep: LAST_APPLICATION_STEP,
});
export const { load: loadDraft, save: saveDraft, clear: clearDraft } = APPLICATION_DRAFT;

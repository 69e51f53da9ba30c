// The browser's way to the API: fetch wrapper with the spec's error format, the session,
// one QueryClient configuration and typed query hooks. Shared as a singleton by Module
// Federation, so the shell and every remote see the same session and cache.
export { ApiError, isUnauthorizedError, isNotFoundError, refusalMessage } from './api-error';
export { apiRequest, throwIfNotOk, type HttpMethod } from './api-request';
export { getQueryFn, type QueryFnOptions, type UnauthorizedBehavior } from './query-fn';
export { createQueryClient } from './query-client';
export { readQueryKey, seedPageReads } from './page-reads';
export { browserNavigation, PERSONAL_STORAGE_KEYS, signIn, signInAndReturn, signOut } from './navigation';
export {
  CUSTOMER_LOGGED_OUT,
  handleLoggedOut,
  LOGIN_REDIRECT_DELAY_MS,
  type LoggedOutOptions,
  useSignInAgainOn401,
} from './logged-out';
export { mutateAsPromise, type MutationCallbacks } from './mutate-as-promise';
export { signupToSave, SIGNUP_TO_SAVE_KEY } from './signup-to-save';
export { useAuth, authUserQuery, type AuthState } from './hooks/useAuth';
export { useChefs } from './hooks/useChefs';
export { useHome } from './hooks/useHome';
export { useChefProfile, useUpdateChefProfile } from './hooks/useChefProfile';
export { useChefApplicationStatus } from './hooks/useChefApplicationStatus';
export { useAdminOverview } from './hooks/useAdminOverview';
export { useAdminOperations } from './hooks/useAdminOperations';
export { useRecipes, useRecipesBySlug } from './hooks/useRecipes';
export { useChefSearch } from './hooks/useChefSearch';
export { useSubscribeRecipes, useConfirmSubscription } from './hooks/useSubscribeRecipes';
export { useQuizScore } from './hooks/useQuizScore';
export { useSubmitChefApplication } from './hooks/useSubmitChefApplication';
export { SAVE_PREFERENCES_FAILED, useSavePreferences } from './hooks/useSavePreferences';
export { useBooking } from './hooks/useBooking';
export { useCreatePaymentIntent } from './hooks/useCreatePaymentIntent';
export { useChef } from './hooks/useChef';
export { useChefReviews } from './hooks/useChefReviews';
export { useBookings } from './hooks/useBookings';
export { useCreateBooking } from './hooks/useCreateBooking';
export { useCancelBooking } from './hooks/useCancelBooking';
export { isStaleRefusal, refreshBookings } from './hooks/refresh-bookings';
export { useCreateScheduleRequest } from './hooks/useCreateScheduleRequest';
export { useSendBookingConfirmation } from './hooks/useSendBookingConfirmation';
export { useCreateReview } from './hooks/useCreateReview';
export { useAdminBookings, useUpdateBookingStatus, adminBookingsUrl } from './hooks/useAdminBookings';
export { useChefBookings, useChefEarnings, useChefBookingStatus, chefBookingsPageUrl } from './hooks/useChefBookings';
export { useAdminApplications, useDecideApplication } from './hooks/useAdminApplications';
export { useAdminChefs, useApproveChef, useCreateChef } from './hooks/useAdminChefs';
export { useAdminRecipes, usePublishRecipe, useCreateRecipe } from './hooks/useAdminRecipes';
export { useAdminUsers } from './hooks/useAdminUsers';
export { useAdminScheduleRequests, useMarkScheduleRequestHandled } from './hooks/useAdminScheduleRequests';
export { useUrlParams } from './routing/useUrlParams';

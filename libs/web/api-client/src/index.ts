// The browser's way to the API: fetch wrapper with the spec's error format, the session,
// one QueryClient configuration and typed query hooks. Shared as a singleton by Module
// Federation, so the shell and every remote see the same session and cache.
export { ApiError, isUnauthorizedError, isNotFoundError } from './api-error';
export { apiRequest, throwIfNotOk, type HttpMethod } from './api-request';
export { getQueryFn, type QueryFnOptions, type UnauthorizedBehavior } from './query-fn';
export { createQueryClient } from './query-client';
export { browserNavigation, signIn, signInAndReturn, signOut } from './navigation';
export { handleLoggedOut, LOGIN_REDIRECT_DELAY_MS } from './logged-out';
export { renderStandalone } from './standalone/render-standalone';
export { useAuth, authUserQuery, type AuthState } from './hooks/useAuth';
export { useChefs } from './hooks/useChefs';
export { useHome } from './hooks/useHome';
export { useChefProfile } from './hooks/useChefProfile';
export { useChefApplicationStatus } from './hooks/useChefApplicationStatus';
export { useAdminOverview } from './hooks/useAdminOverview';
export { useRecipes, useRecipesBySlug, recipesUrl } from './hooks/useRecipes';
export { useChefSearch, chefSearchUrl } from './hooks/useChefSearch';
export { useSubscribeRecipes, useConfirmSubscription } from './hooks/useSubscribeRecipes';
export { useQuizScore } from './hooks/useQuizScore';
export { useSubmitChefApplication } from './hooks/useSubmitChefApplication';
export { useSavePreferences } from './hooks/useSavePreferences';
export { useBooking } from './hooks/useBooking';
export { useCreatePaymentIntent } from './hooks/useCreatePaymentIntent';
export { useChef } from './hooks/useChef';
export { useChefReviews } from './hooks/useChefReviews';
export { useBookings, bookingsPageUrl } from './hooks/useBookings';
export { useCreateBooking } from './hooks/useCreateBooking';
export { useCancelBooking } from './hooks/useCancelBooking';
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

// The design system: presentational React components styled with Tailwind (tokens in
// theme.css). No API calls and no routing: links come in through `linkComponent`.
export { cn } from './cn';
export { focusRing } from './focus-ring';
export { Button, type ButtonProps } from './button/Button';
export { useSingleFlight } from './button/useSingleFlight';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { useFocusFirstInvalid } from './focus/useFocusFirstInvalid';
export { LoadMore, type LoadMoreProps, type MorePages } from './paging/LoadMore';
export { buttonClasses, type ButtonSize, type ButtonVariant } from './button/button-classes';
export { Card, type CardProps } from './card/Card';
export { CardHeader, type CardHeaderProps } from './card/CardHeader';
export { Badge, type BadgeProps, type BadgeTone } from './feedback/Badge';
export { Skeleton, SkeletonGroup } from './feedback/Skeleton';
export { LoadingRegion } from './feedback/LoadingRegion';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { StatCard, type StatCardProps } from './feedback/StatCard';
export { Input, type InputProps } from './form/Input';
export { Label } from './form/Label';
export { Container, type ContainerProps } from './layout/Container';
export { HowItWorks } from './layout/HowItWorks';
export { ComingSoon, type ComingSoonProps } from './layout/ComingSoon';
export { NotFoundState, type NotFoundStateProps } from './layout/NotFoundState';
export { StandaloneFrame, type StandaloneFrameProps } from './layout/StandaloneFrame';
export { Avatar, type AvatarProps } from './media/Avatar';
export { initials } from './media/initials';
export { formatMoney, formatPrice, groupThousands } from './format/money';
export { formatDate, formatLongDate, lazyDateFormat, marketDay } from './format/dates';
export { humanize, formatRating } from './format/labels';
export { formatMinutes } from './format/minutes';
export { type LinkLike } from './link-like';
export { ChefCard, type ChefCardChef, type ChefCardProps } from './chef/ChefCard';
export { ChefDetailsFields, type ChefDetailsField, type ChefDetailsFieldsProps } from './chef/ChefDetailsFields';
export { RecipeCard, type RecipeCardRecipe, type RecipeCardProps } from './recipe/RecipeCard';
export { FoodArtwork, type FoodArtworkProps } from './recipe/FoodArtwork';
export { BookingStatusBadge } from './booking/BookingStatusBadge';
export { PaymentStatusBadge } from './booking/PaymentStatusBadge';
export { Toaster } from './toast/Toaster';
export { useToast } from './toast/useToast';
export {
  toast,
  dismissToast,
  getToasts,
  subscribeToasts,
  afterToasterShown,
  TOAST_DURATION,
  TOAST_LIMIT,
  type ToastAction,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-store';
export { DropdownMenu, DropdownMenuTrigger } from './menu/dropdown-menu';
export { DropdownMenuContent } from './menu/DropdownMenuContent';
export { DropdownMenuItem } from './menu/DropdownMenuItem';
export { Popover, PopoverTrigger, PopoverClose } from './popover/popover';
export { PopoverContent } from './popover/PopoverContent';
export { Select, type SelectProps } from './form/Select';
export { FieldError, type FieldErrorProps } from './form/FieldError';
export { FormField, type FormFieldProps, type FieldControlProps } from './form/FormField';
export { Textarea, type TextareaProps } from './form/Textarea';
export { Checkbox, type CheckboxProps } from './form/Checkbox';
export {
  draftStart,
  draftStore,
  useDraftedState,
  useDraftSaving,
  type DraftedState,
  type DraftStore,
  type FormDraft,
  type NullableKinds,
} from './form/form-draft';
export { type ChoiceOption, type ChoiceColumns } from './form/choice-option';
export { RadioCardGroup, type RadioCardGroupProps } from './form/RadioCardGroup';
export { CheckboxCardGroup, type CheckboxCardGroupProps } from './form/CheckboxCardGroup';
export { ProgressSteps, type ProgressStepsProps } from './form/ProgressSteps';
export { StepHeading, type StepHeadingProps } from './form/StepHeading';
export { retryableLazy } from './lazy/retryable-lazy';

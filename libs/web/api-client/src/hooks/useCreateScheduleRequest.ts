import { type CreateScheduleRequest, type ScheduleRequestDto } from '@chefs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-request';

/**
 * POST /api/schedule-requests (signed in): saves the schedule page's request (single or
 * recurring, dates, time slot, notes) for our team to match; 201 with the saved request,
 * 400 with field messages, 401 when signed out.
 */
export function useCreateScheduleRequest() {
  return useMutation({
    mutationFn: (request: CreateScheduleRequest) =>
      apiRequest<ScheduleRequestDto>('POST', '/api/schedule-requests', request),
  });
}

import { marketToday } from '@chefs/domain';
import { Button, useDraftedState } from '@chefs/ui';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BookingTypeCard } from './BookingTypeCard';
import { DatesCard } from './DatesCard';
import {
  alertId,
  INITIAL_SCHEDULE,
  pickDate,
  scheduleAlerts,
  scheduleDraft,
  withBookingType,
  type ScheduleAlert,
  type ScheduleValues,
} from './schedule-form';
import { ScheduleSummary } from './ScheduleSummary';
import { TimeAndNotesCard } from './TimeAndNotesCard';
import { useSubmitSchedule } from './useSubmitSchedule';

/**
 * Where the focus goes for an alert: into its group, to the control Tab would reach there (the
 * calendar's one day in the tab order, the first time slot). Entering the group reads its name and
 * the alert, which describes it.
 */
const ALERT_FOCUS: Record<ScheduleAlert['field'], string> = {
  dates: `[aria-describedby~="${alertId('dates')}"] [data-date][tabindex="0"]`,
  timeSlot: 'input[name="schedule-timeSlot"]',
};

/** The schedule page's choices (kept as a draft until sent), their summary, and Continue. */
export function ScheduleForm({ userId }: { userId: string }) {
  const draft = useMemo(() => scheduleDraft(userId), [userId]);
  const { values, setValues } = useDraftedState<ScheduleValues>(draft, INITIAL_SCHEDULE);
  const [tried, setTried] = useState(false);
  const { submit, isPending } = useSubmitSchedule({ onSent: draft.clear });
  const today = marketToday();
  const alerts = tried ? scheduleAlerts(values) : [];
  const alerted = (field: ScheduleAlert['field']) =>
    alerts.some((a) => a.field === field) ? alertId(field) : undefined;
  const change = (patch: Partial<ScheduleValues>) => setValues((v) => ({ ...v, ...patch }));
  const root = useRef<HTMLDivElement>(null);
  // Continue refused: the focus leaves it for the first group to fix, once its alert is drawn.
  const [refused, setRefused] = useState<{ field: ScheduleAlert['field'] } | null>(null);
  useEffect(() => {
    if (refused) root.current?.querySelector<HTMLElement>(ALERT_FOCUS[refused.field])?.focus();
  }, [refused]);

  const onContinue = () => {
    setTried(true);
    const missing = scheduleAlerts(values);
    if (missing.length > 0) setRefused({ field: missing[0].field });
    else submit(values);
  };

  return (
    <div ref={root} className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
        <BookingTypeCard
          bookingType={values.bookingType}
          frequency={values.recurringFrequency}
          onBookingType={(type) => setValues((v) => withBookingType(v, type))}
          onFrequency={(recurringFrequency) => change({ recurringFrequency })}
        />
        <DatesCard
          bookingType={values.bookingType}
          today={today}
          dates={values.dates}
          onPick={(date) => setValues((v) => ({ ...v, dates: pickDate(v, date) }))}
          errorId={alerted('dates')}
        />
        <TimeAndNotesCard
          timeSlot={values.timeSlot}
          notes={values.notes}
          onTimeSlot={(timeSlot) => change({ timeSlot })}
          onNotes={(notes) => change({ notes })}
          timeSlotErrorId={alerted('timeSlot')}
        />
      </div>
      <aside className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-24">
        <ScheduleSummary values={values} />
        {alerts.length > 0 ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {alerts.map(({ field, message }) => (
              <p key={field} id={alertId(field)} className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{message}</span>
              </p>
            ))}
          </div>
        ) : null}
        {/* Busy, not disabled: the focus stays on it while the request is sent. */}
        <Button size="lg" className="w-full" onClick={onContinue} busy={isPending}>
          {isPending ? 'Sending Request...' : 'Continue'}
          {isPending ? null : <ArrowRight aria-hidden="true" className="h-4 w-4" />}
        </Button>
      </aside>
    </div>
  );
}

import { marketToday } from '@chefs/domain';
import { Button, useDraftedState } from '@chefs/ui';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BookingTypeCard } from './BookingTypeCard';
import { DatesCard } from './DatesCard';
import {
  INITIAL_SCHEDULE,
  pickDate,
  scheduleAlerts,
  scheduleDraft,
  withBookingType,
  type ScheduleValues,
} from './schedule-form';
import { ScheduleSummary } from './ScheduleSummary';
import { TimeAndNotesCard } from './TimeAndNotesCard';
import { useSubmitSchedule } from './useSubmitSchedule';

/** The schedule page's choices (kept as a draft until sent), their summary, and Continue. */
export function ScheduleForm({ userId }: { userId: string }) {
  const draft = useMemo(() => scheduleDraft(userId), [userId]);
  const { values, setValues } = useDraftedState<ScheduleValues>(draft, INITIAL_SCHEDULE);
  const [tried, setTried] = useState(false);
  const { submit, isPending } = useSubmitSchedule({ onSent: draft.clear });
  const today = marketToday();
  const alerts = tried ? scheduleAlerts(values) : [];
  const change = (patch: Partial<ScheduleValues>) => setValues((v) => ({ ...v, ...patch }));

  const onContinue = () => {
    setTried(true);
    if (!isPending && scheduleAlerts(values).length === 0) submit(values);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
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
        />
        <TimeAndNotesCard
          timeSlot={values.timeSlot}
          notes={values.notes}
          onTimeSlot={(timeSlot) => change({ timeSlot })}
          onNotes={(notes) => change({ notes })}
        />
      </div>
      <aside className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-24">
        <ScheduleSummary values={values} />
        {alerts.length > 0 ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {alerts.map((alert) => (
              <p key={alert} className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{alert}</span>
              </p>
            ))}
          </div>
        ) : null}
        <Button size="lg" className="w-full" onClick={onContinue} disabled={isPending}>
          {isPending ? 'Sending Request...' : 'Continue'}
          {isPending ? null : <ArrowRight aria-hidden="true" className="h-4 w-4" />}
        </Button>
      </aside>
    </div>
  );
}

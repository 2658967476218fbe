import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import {
  liveShowMessages,
  localDateTimeToIso,
  scheduleShowFormSchema,
  type ScheduleShowForm as FormInput,
} from '#shared/live-shows';
import { Button, buttonClass } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { loginPath } from '#client/lib/navigation';
import { useScheduleShow } from '../api/live-shows';
import { toLocalInputValue } from '../lib/format';

/**
 * Schedule a show (docs/product/07-live-shows.md §7.1, §7.5): title, date/time, optional stream URL. The time is typed in the
 * viewer's own zone and sent as an ISO instant; the server checks every rule again.
 */
export function ScheduleShowForm({ onScheduled }: { onScheduled?: (showId: string) => void }) {
  const id = useId();
  const [path] = useLocation();
  const { user } = useUser();
  const [needsLogin, setNeedsLogin] = useState(false);
  const schedule = useScheduleShow();
  const form = useForm<FormInput, unknown, z.output<typeof scheduleShowFormSchema>>({
    resolver: zodResolver(scheduleShowFormSchema),
    defaultValues: { title: '', startAt: '', streamUrl: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!user) {
      setNeedsLogin(true);
      toast({ title: 'Error', description: liveShowMessages.loginRequired, variant: 'destructive' });
      return;
    }
    schedule.mutate(
      {
        title: values.title,
        startAt: localDateTimeToIso(values.startAt)!,
        streamUrl: values.streamUrl || null,
        hostId: user.id,
      },
      {
        onSuccess: ({ show }) => {
          toast({ title: liveShowMessages.scheduled, variant: 'success' });
          form.reset();
          onScheduled?.(show.id);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'The show could not be scheduled. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  });

  const field = (name: keyof FormInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={schedule.isPending}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Show title *</Label>
        <Input
          {...field('title')}
          placeholder="e.g. 90s denim drop"
          maxLength={120}
          {...form.register('title')}
        />
        <FieldError id={`${id}-title-error`} message={errors.title?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-startAt`}>Date &amp; time *</Label>
        <Input
          {...field('startAt')}
          type="datetime-local"
          min={toLocalInputValue(new Date())}
          {...form.register('startAt')}
        />
        <FieldError id={`${id}-startAt-error`} message={errors.startAt?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-streamUrl`}>Stream URL (optional)</Label>
        <Input
          {...field('streamUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('streamUrl')}
        />
        <FieldError id={`${id}-streamUrl-error`} message={errors.streamUrl?.message} />
      </div>
      {needsLogin && !user && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p role="alert">{liveShowMessages.loginRequired}</p>
          <Link href={loginPath(path)} className={buttonClass('outline', 'sm')}>
            <LogIn aria-hidden="true" />
            Log In
          </Link>
        </div>
      )}
      <Button type="submit" disabled={schedule.isPending}>
        <CalendarPlus aria-hidden="true" />
        {schedule.isPending ? 'Scheduling...' : 'Schedule Show'}
      </Button>
    </form>
  );
}

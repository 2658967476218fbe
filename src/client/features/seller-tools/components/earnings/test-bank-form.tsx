import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { earningsMessages, testBankAccountInputSchema, type TestBankAccountInput } from '#shared/earnings';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useSaveTestBankAccount } from '../../api/payout-account';

/**
 * The local provider's payout account: a test bank account, checked as it is typed by the server's own
 * schema (the routing number's ABA checksum included). No real bank is involved, and the form says so.
 */
export function TestBankForm({ onSaved, onCancel }: { onSaved?: () => void; onCancel?: () => void }) {
  const id = useId();
  const save = useSaveTestBankAccount();
  const form = useForm<TestBankAccountInput>({
    resolver: zodResolver(testBankAccountInputSchema),
    mode: 'onTouched',
    defaultValues: { accountHolder: '', routingNumber: '', accountNumber: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset();
        onSaved?.();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={save.isPending}>
      {/* The card's heading carries the 'Test mode' badge; this says what it means. */}
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {earningsMessages.testBank}
      </p>
      <FormField id={`${id}-holder`} label="Account holder" error={errors.accountHolder}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('accountHolder')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-routing`} label="Routing number" error={errors.routingNumber}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              {...form.register('routingNumber')}
            />
          )}
        </FormField>
        <FormField id={`${id}-account`} label="Account number" error={errors.accountNumber}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={17}
              {...form.register('accountNumber')}
            />
          )}
        </FormField>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(save.error, 'Your payout account could not be saved. Please try again.')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save bank account'}
        </Button>
      </div>
    </form>
  );
}

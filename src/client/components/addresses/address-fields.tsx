import { Controller } from 'react-hook-form';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  US_STATES,
} from '#shared/addresses';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import type { AddressFormState } from './use-address-form';

/**
 * The fields of a US address, bound to `state.form` (useAddressForm), with the server's refusal
 * under them. No <form> of its own: the dialog, checkout and the listing form each wrap it in theirs.
 * `idPrefix` keeps ids unique when two forms share a page.
 */
export function AddressFields({
  state,
  idPrefix,
  askDefault = false,
}: {
  state: AddressFormState;
  idPrefix: string;
  /** Offer "Make this my default address" (a new address when the person already has one). */
  askDefault?: boolean;
}) {
  const { form, serverError } = state;
  const { errors } = form.formState;
  const text = (name: 'name' | 'line1' | 'line2' | 'city' | 'zip', label: string, extra: object) => (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errors[name]}>
      {(control) => <Input {...control} {...extra} {...form.register(name)} />}
    </FormField>
  );

  return (
    <div className="grid gap-4">
      {text('name', 'Full name', { autoComplete: 'name', maxLength: ADDRESS_NAME_MAX_LENGTH })}
      {text('line1', 'Street address', {
        autoComplete: 'address-line1',
        maxLength: ADDRESS_LINE_MAX_LENGTH,
      })}
      {text('line2', 'Apartment, suite, etc. (optional)', {
        autoComplete: 'address-line2',
        maxLength: ADDRESS_LINE_MAX_LENGTH,
      })}
      {text('city', 'City', { autoComplete: 'address-level2', maxLength: ADDRESS_CITY_MAX_LENGTH })}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-state`} label="State" error={errors.state}>
          {(control) => (
            <Controller
              control={form.control}
              name="state"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select value={value} onValueChange={onChange} name="state" autoComplete="address-level1">
                  <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
                    <SelectValue placeholder="Choose a state" />
                  </SelectTrigger>
                  <SelectContent>
                    {US_STATES.map((s) => (
                      <SelectItem key={s.code} value={s.code}>
                        {s.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        {text('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
      </div>
      {askDefault && (
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field: { value, onChange } }) => (
              <Checkbox
                id={`${idPrefix}-default`}
                checked={value === true}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor={`${idPrefix}-default`}>Make this my default address</Label>
        </div>
      )}
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {serverError}
        </p>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONDITIONS, GENDERS, LISTING_CATEGORIES } from '#shared/constants';
import { LISTING_LIMITS } from '#shared/listings';
import { defaultParcelSize } from '#shared/shipping';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import type { EditListingForm } from '../lib/listing-form';
import { ChoiceSelect } from './choice-select';
import { ShippingFields } from './shipping-fields';
import { SizeSelect } from './size-select';
import { StyleTagsInput } from './style-tags-input';

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {!error && hint}
    </div>
  );
}

/**
 * The fields the create form and the edit dialog share (docs/product/02-listings.md §2.1): title, description, price in
 * dollars, category, gender, size (the category's size systems), colour, condition,
 * brand, style tags, and shipping (parcel size and who pays). `priceExtra` sits under the price (the create form shows the seller's earnings
 * there).
 */
export function ListingFields({
  form,
  priceExtra,
}: {
  form: UseFormReturn<EditListingForm>;
  priceExtra?: ReactNode;
}) {
  const id = useId();
  const { errors } = form.formState;
  const category = form.watch('category');
  const condition = form.watch('condition');
  // A stored condition in other words (an import) stays choosable, so saving does not clear it.
  const conditions =
    condition && !(CONDITIONS as readonly string[]).includes(condition)
      ? [...CONDITIONS, condition]
      : CONDITIONS;
  const described = (name: keyof EditListingForm) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <div className="grid gap-4">
      <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input
          id={`${id}-title`}
          maxLength={LISTING_LIMITS.titleMax}
          placeholder="e.g. Levi's 501 jeans, light wash"
          {...described('title')}
          {...form.register('title')}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea
          id={`${id}-description`}
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMax}
          placeholder="Condition, fit, measurements, flaws — what a buyer would ask."
          {...described('description')}
          {...form.register('description')}
        />
      </Field>
      <Field
        id={`${id}-priceDollars`}
        label="Price ($)"
        error={errors.priceDollars?.message}
        hint={priceExtra}
      >
        <Input
          id={`${id}-priceDollars`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          placeholder="0.00"
          {...described('priceDollars')}
          {...form.register('priceDollars')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Category" error={errors.category?.message}>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <ChoiceSelect
                id={`${id}-category`}
                value={field.value}
                onChange={(value) => {
                  // The parcel follows the category while it is the previous category's default;
                  // a size the seller picked themselves stays.
                  if (form.getValues('parcelSize') === defaultParcelSize(field.value))
                    form.setValue('parcelSize', defaultParcelSize(value));
                  field.onChange(value);
                }}
                options={LISTING_CATEGORIES}
                placeholder="Select a category"
                invalid={!!errors.category}
              />
            )}
          />
        </Field>
        <Field id={`${id}-gender`} label="Gender" error={errors.gender?.message}>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <ChoiceSelect
                id={`${id}-gender`}
                value={field.value}
                onChange={field.onChange}
                options={GENDERS}
                placeholder="Select a gender"
                invalid={!!errors.gender}
              />
            )}
          />
        </Field>
        <Field
          id={`${id}-size`}
          label="Size"
          error={errors.size?.message}
          hint={!category && <p className="text-xs text-gray-500">Choose a category to see its sizes.</p>}
        >
          <Controller
            control={form.control}
            name="size"
            render={({ field }) => (
              <SizeSelect
                id={`${id}-size`}
                category={category}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.size}
              />
            )}
          />
        </Field>
        <Field id={`${id}-color`} label="Color" error={errors.color?.message}>
          <Input
            id={`${id}-color`}
            placeholder="e.g. Navy"
            {...described('color')}
            {...form.register('color')}
          />
        </Field>
        <Field id={`${id}-condition`} label="Condition" error={errors.condition?.message}>
          <Controller
            control={form.control}
            name="condition"
            render={({ field }) => (
              <ChoiceSelect
                id={`${id}-condition`}
                value={field.value}
                onChange={field.onChange}
                options={conditions}
                placeholder="Select a condition"
                invalid={!!errors.condition}
              />
            )}
          />
        </Field>
        <Field id={`${id}-brand`} label="Brand (optional)" error={errors.brand?.message}>
          <Input
            id={`${id}-brand`}
            placeholder="e.g. Patagonia"
            {...described('brand')}
            {...form.register('brand')}
          />
        </Field>
      </div>
      <Field id={`${id}-tags`} label="Style tags" error={errors.styleTags?.message}>
        <Controller
          control={form.control}
          name="styleTags"
          render={({ field }) => (
            <StyleTagsInput id={`${id}-tags`} value={field.value} onChange={field.onChange} />
          )}
        />
      </Field>
      <ShippingFields form={form} />
    </div>
  );
}

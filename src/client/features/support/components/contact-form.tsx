import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  contactInputSchema,
  type ContactCategory,
  type ContactInput,
  type ContactReply,
} from '#shared/contact';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useSendContactMessage } from '../api/send-contact-message';

// '' is "nothing chosen yet": the form may hold it, the shared schema rejects it with the spec's message.
type ContactFormValues = Omit<ContactInput, 'category'> & { category: ContactCategory | '' };

const blank = (category: ContactCategory | '' = ''): ContactFormValues => ({
  name: '',
  email: '',
  subject: '',
  category,
  message: '',
});

/** The Contact Us form (docs/product/09-information-pages.md §9.4): the shared schema's rules, then POST /api/contact. */
export function ContactForm({ presetCategory }: { presetCategory: ContactCategory | null }) {
  const id = useId();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<ContactReply | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema) as unknown as Resolver<
      ContactFormValues,
      unknown,
      ContactInput
    >,
    defaultValues: blank(presetCategory ?? ''),
  });
  const { errors, isSubmitting } = form.formState;

  // A link such as 'Report Safety Issue' can change the preset while this page is already open.
  useEffect(() => {
    if (presetCategory) form.setValue('category', presetCategory);
  }, [presetCategory, form]);

  // On a phone the button is far below the confirmation; bring the reference number into view.
  useEffect(() => {
    if (sent) confirmationRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [sent]);

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const reply = await send.mutateAsync(values);
      setSent(reply);
      form.reset(blank());
      toast({ title: 'Message sent', description: reply.message, variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, 'Your message could not be sent. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      {sent && (
        <div
          ref={confirmationRef}
          role="status"
          aria-label="Message sent"
          className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{sent.message}</p>
            <p className="mt-1 text-brand-800">
              Keep reference <strong className="font-mono">{sent.reference}</strong> handy: quote it if you
              write to us again about this.
            </p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            {...field('name')}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field('email')}
            {...form.register('email')}
          />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input maxLength={CONTACT_LIMITS.subject} {...field('subject')} {...form.register('subject')} />
          <FieldError id={`${id}-subject-error`} message={errors.subject?.message} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <Select value={value} onValueChange={(v) => onChange(v as ContactCategory)}>
                <SelectTrigger ref={ref} onBlur={onBlur} {...field('category')}>
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {CONTACT_CATEGORIES.map((category) => (
                    <SelectItem key={category} value={category}>
                      {category}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id={`${id}-category-error`} message={errors.category?.message} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us what happened. Include an order number or listing link if you have one."
          {...field('message')}
          {...form.register('message')}
        />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? <Spinner className="text-white" /> : <Send aria-hidden="true" />}
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

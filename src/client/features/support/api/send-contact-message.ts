import { useMutation } from '@tanstack/react-query';
import { supportApi } from '#shared/api/support';
import type { ContactInput } from '#shared/contact';
import { call } from '#client/lib/endpoints';

/** POST /api/contact: stores the message and answers its reference number. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => call(supportApi.contact, { body: input }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactReply } from '../../../../shared/contact';
import { api } from '../../../lib/api';

/** POST /api/contact: stores the message and answers its reference number. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<ContactReply>('/api/contact', input),
  });
}

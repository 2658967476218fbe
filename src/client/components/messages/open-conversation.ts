import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messagesApi } from '#shared/api/messages';
import type { OpenConversationInput } from '#shared/messages';
import { call, invalidate, queryOf } from '#client/lib/endpoints';

/** Where a conversation is read: the inbox's page with it open. */
export const conversationPath = (id: string) => `/messages/${encodeURIComponent(id)}`;

/** The signed-in person's conversations with one user (the profile's Message button looks for one). */
export const conversationsWithQuery = (userId: string) =>
  queryOf(messagesApi.list, { query: { withUser: userId } });

/**
 * POST /api/conversations {listingId | orderId, body}: opens the conversation (or continues the one
 * there is) with a first message, refreshes every conversation list, and goes to it.
 */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: OpenConversationInput) => call(messagesApi.open, { body: input }),
    onSuccess: ({ conversation }) => {
      void invalidate(queryClient, [messagesApi.list]);
      navigate(conversationPath(conversation.id));
    },
  });
}

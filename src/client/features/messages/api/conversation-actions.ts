import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '#shared/api/messages';
import type { Conversation } from '#shared/messages';
import { toast } from '#client/components/ui/use-toast';
import { messageCopy } from '#client/components/messages/message-copy';
import { errorMessage, errorStatus } from '#client/lib/api';
import { call, invalidate } from '#client/lib/endpoints';
import { addMessage, patchLists, putConversation, refreshConversations } from './conversations';

/**
 * What a person does in a conversation: send, mark read, block or unblock, report. Each writes its
 * answer into the cache at once and refreshes the lists it changes.
 */

/** POST /api/conversations/:id/messages. The sent message shows at the bottom as soon as it is stored. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(messagesApi.send, { params: { id: conversationId }, body: { body } }),
    onSuccess: ({ message }) => {
      addMessage(queryClient, message);
      void refreshConversations(queryClient);
    },
    onError: (error) => {
      // Blocked meanwhile: the conversation now says why nobody can reply.
      if (errorStatus(error) === 403) void invalidate(queryClient, [messagesApi.messages]);
    },
  });
}

/**
 * POST /api/conversations/:id/read. Shown read at once; the server's total is written back. Quiet on
 * failure: the badge stays until the next read succeeds, which harms nobody.
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: Conversation) => call(messagesApi.read, { params: { id: conversation.id } }),
    onMutate: (conversation) => {
      const read = { ...conversation, unreadCount: 0 };
      putConversation(queryClient, read);
    },
    onSuccess: ({ unreadCount }) => patchLists(queryClient, unreadCount),
  });
}

/** POST or DELETE /api/conversations/:id/block: no more messages either way, or again allowed. */
export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      call(block ? messagesApi.block : messagesApi.unblock, { params: { id: conversationId } }),
    onSuccess: ({ conversation }, block) => {
      putConversation(queryClient, conversation);
      void refreshConversations(queryClient);
      toast({ title: block ? messageCopy.blocked : messageCopy.unblocked, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: messageCopy.actionFailed,
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/conversations/:id/report with a reason; the dialog shows errors itself. */
export function useReport(conversationId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      call(messagesApi.report, { params: { id: conversationId }, body: { reason } }),
    onSuccess: () => toast({ title: messageCopy.reported, variant: 'success' }),
  });
}

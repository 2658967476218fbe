/**
 * The client's own words around private messages (what the server says comes from
 * shared/messages.ts): one place, so the inbox, the conversation and the Message buttons agree.
 */
export const messageCopy = {
  sendFailed: 'Your message could not be sent. Please try again.',
  enterHint: 'Enter to send, Shift+Enter for a new line',
  messagesClosedYou:
    'You blocked this person, so neither of you can send messages here. Unblock them to talk again.',
  nothingToAskAbout: 'has nothing for sale right now, so there is nothing to message them about yet.',
  lookupFailed: 'Your conversations could not be checked. Please try again.',
  blocked: 'Blocked. Neither of you can send messages now.',
  unblocked: 'Unblocked. You can message each other again.',
  actionFailed: 'That did not work. Please try again.',
  reported: 'Thank you. Our team will look at this conversation.',
} as const;

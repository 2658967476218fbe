import { MessageSquare } from 'lucide-react';
import { lazy, useState } from 'react';
import { useUser } from '#client/lib/auth';
import { LazyMount } from '../lazy-mount';
import { Button, type ButtonSize } from '../ui/button';
import type { ConversationAbout } from './start-conversation-dialog';

// Loaded when first opened: nobody needs the dialog to look at a listing or an order.
const StartConversationDialog = lazy(() =>
  import('./start-conversation-dialog').then((m) => ({ default: m.StartConversationDialog })),
);
const SignInDialog = lazy(() => import('../sign-in-dialog').then((m) => ({ default: m.SignInDialog })));

/** A Message button that opens the first-message dialog about one listing or order. */
function MessageButton({
  label,
  title,
  description,
  about,
  size = 'md',
  className,
}: {
  label: string;
  title: string;
  description: string;
  about: ConversationAbout;
  size?: ButtonSize;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} className={className} onClick={() => setOpen(true)}>
        <MessageSquare aria-hidden="true" />
        {label}
      </Button>
      <LazyMount when={open}>
        <StartConversationDialog
          open={open}
          onOpenChange={setOpen}
          title={title}
          description={description}
          about={about}
        />
      </LazyMount>
    </>
  );
}

/**
 * "Message seller" on a listing: for a signed-in person who is not the seller; a visitor is asked to
 * sign in (and comes back here). Not shown to the seller.
 */
export function MessageSellerButton({
  listing,
}: {
  listing: { id: string; title: string; sellerId: string; seller: { handle: string } };
}) {
  const { user, isLoading } = useUser();
  const [signIn, setSignIn] = useState(false);
  if (user?.id === listing.sellerId) return null;
  if (!user) {
    return (
      <>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          // Until we know who is asking, a click could not tell the seller from a visitor.
          disabled={isLoading}
          onClick={() => setSignIn(true)}
        >
          <MessageSquare aria-hidden="true" />
          Message seller
        </Button>
        <LazyMount when={signIn}>
          <SignInDialog
            open={signIn}
            onOpenChange={setSignIn}
            description="You need to be logged in to message sellers."
          />
        </LazyMount>
      </>
    );
  }
  return (
    <MessageButton
      label="Message seller"
      title={`Message @${listing.seller.handle}`}
      description={`About “${listing.title}”. Only the two of you can read this conversation.`}
      about={{ listingId: listing.id }}
      size="lg"
      className="w-full"
    />
  );
}

/** "Message seller" / "Message buyer" on an order card: the conversation about that order. */
export function OrderMessageButton({
  order,
  role,
}: {
  order: { id: string; listing: { title: string }; counterparty: { handle: string } };
  role: 'buyer' | 'seller';
}) {
  return (
    <MessageButton
      label={role === 'buyer' ? 'Message seller' : 'Message buyer'}
      title={`Message @${order.counterparty.handle}`}
      description={`About your order of “${order.listing.title}”. Only the two of you can read this conversation.`}
      about={{ orderId: order.id }}
      size="sm"
    />
  );
}

import type { Order, OrdersRole } from '#shared/orders';
import { reviewMessages } from '#shared/reviews';
import { ReviewItem } from '#client/components/reviews/review-item';
import { Skeleton } from '#client/components/ui/skeleton';
import { useOrderReview } from '../api/reviews';
import { orderPageCopy as copy } from '../order-page-copy';
import { OrderSection } from './order-sections';
import { ReplyForm, ReviewForm } from './review-forms';

/**
 * A completed order's review: the buyer writes one while the window is open; once there
 * is one both read it, and the seller may answer it once, publicly.
 */
export function ReviewSection({ id, order, role }: { id: string; order: Order; role: OrdersRole }) {
  const query = useOrderReview(order.id, order.status === 'completed');
  if (order.status !== 'completed') return null;
  const data = query.data;

  let body;
  if (query.isError) body = <p className="text-sm text-gray-600">{copy.reviewLoadFailed}</p>;
  else if (!data) body = <Skeleton className="h-20 rounded-xl" />;
  else if (data.review)
    body = (
      <ReviewItem
        review={data.review}
        footer={
          role === 'seller' && data.review.reply === null ? (
            <ReplyForm reviewId={data.review.id} />
          ) : undefined
        }
      />
    );
  else if (role === 'buyer' && data.canReview) body = <ReviewForm orderId={order.id} />;
  else
    body = (
      <p className="text-sm text-gray-600">
        {role === 'buyer' ? reviewMessages.windowClosed : copy.noReview}
      </p>
    );

  return (
    <OrderSection id={id} title={copy.review}>
      {role === 'buyer' && data?.canReview && !data.review && (
        <p className="text-sm text-gray-600">{copy.reviewPrompt(order.counterparty.display)}</p>
      )}
      {body}
    </OrderSection>
  );
}

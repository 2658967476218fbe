import { Skeleton } from '#client/components/ui/skeleton';

/** The item and money card while the checkout is asked for. */
export function SummarySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading order summary"
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6"
    >
      <div className="flex gap-4">
        <Skeleton className="size-28 rounded-xl" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The whole page while the buyer's addresses load. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading checkout" className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
      <SummarySkeleton />
      <div className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

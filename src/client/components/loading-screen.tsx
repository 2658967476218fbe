import { Spinner } from './ui/spinner';

/** The full-screen loading view (docs/product/09-information-pages.md §9.1): shown while we learn who is signed in. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen
          ? 'flex min-h-dvh flex-col items-center justify-center gap-3 bg-gray-50'
          : 'flex min-h-[50vh] flex-col items-center justify-center gap-3'
      }
    >
      <Spinner className="size-8" />
      <p className="text-sm font-medium text-gray-600">Loading...</p>
    </div>
  );
}

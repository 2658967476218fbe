import { LoadingScreen } from '#client/components/loading-screen';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import { EarningsPreview } from '../components/earnings-preview';
import { ListingForm } from '../components/listing-form';

/** /create-listing (docs/product/02-listings.md §2.1): needs an account ('Please log in to create a listing'). */
export default function CreateListingPage() {
  const { user, isLoading } = useUser();
  usePageMeta('Create New Listing', 'List a pre-loved item for sale on Rethread in a few minutes.');
  if (isLoading) return <LoadingScreen fullScreen={false} />;
  if (!user) return <SignInPrompt title="Please log in to create a listing" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Create New Listing</h1>
        <p className="mt-2 text-gray-600">
          Add photos and details of your item. Clear photos and honest descriptions sell faster.
        </p>
      </header>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <ListingForm
          priceExtra={(price, shipping) => <EarningsPreview priceDollars={price} shipping={shipping} />}
        />
      </div>
    </div>
  );
}

import { useSearch } from 'wouter';
import { LoadingScreen } from '#client/components/loading-screen';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import type { Listing } from '#shared/listings';
import { useListing } from '../api/get-listing';
import { EarningsPreview } from '../components/earnings-preview';
import { ListingForm } from '../components/listing-form';

/**
 * /create-listing (docs/product/02-listings.md §2.1): needs an account ('Please log in to create a listing').
 * `?draft={id}` opens one of the seller's drafts in the same form, to finish and publish it.
 */
export default function CreateListingPage() {
  const { user, isLoading } = useUser();
  const draftId = new URLSearchParams(useSearch()).get('draft');
  usePageMeta('Create New Listing', 'List a pre-loved item for sale on Rethread in a few minutes.');
  if (isLoading) return <LoadingScreen fullScreen={false} />;
  if (!user) return <SignInPrompt title="Please log in to create a listing" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {draftId ? 'Finish Your Draft' : 'Create New Listing'}
        </h1>
        <p className="mt-2 text-gray-600">
          Add photos and details of your item. Clear photos and honest descriptions sell faster.
        </p>
      </header>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        {draftId ? <DraftForm id={draftId} /> : <Form />}
      </div>
    </div>
  );
}

function Form({ draft }: { draft?: Listing }) {
  return (
    <ListingForm
      draft={draft}
      priceExtra={(price, shipping) => <EarningsPreview priceDollars={price} shipping={shipping} />}
    />
  );
}

/** The draft, once loaded; a draft that is gone (published, deleted) leaves an empty form. */
function DraftForm({ id }: { id: string }) {
  const draft = useListing(id);
  if (draft.isPending) return <LoadingScreen fullScreen={false} />;
  const found = draft.data?.isDraft ? draft.data : undefined;
  return (
    <>
      {!found && (
        <p role="status" className="mb-4 text-sm text-gray-600">
          This draft is no longer saved; you can start a new listing here.
        </p>
      )}
      <Form key={found?.id ?? 'new'} draft={found} />
    </>
  );
}

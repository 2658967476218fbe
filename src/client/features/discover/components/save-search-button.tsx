import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellPlus, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { savedSearchesApi } from '#shared/api/saved-searches';
import { PRICE_PRESETS } from '#shared/constants';
import { PRICE_PRESET_CENTS } from '#shared/search';
import {
  SAVED_SEARCH_FIELDS,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchQuery,
} from '#shared/saved-searches';
import { SignInDialog } from '../../../components/sign-in-dialog';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { call, invalidate, readsOf } from '../../../lib/endpoints';

/**
 * The search page's words and filters as a saved search keeps them. A price preset becomes the dollar
 * range it stands for (a saved search keeps a custom range only): "under $25" is at most $24.99.
 */
export function savedQueryOf(search: string): SavedSearchQuery {
  const params = new URLSearchParams(search);
  const query: SavedSearchQuery = {};
  for (const field of SAVED_SEARCH_FIELDS) {
    const value = params.get(field)?.trim();
    if (value && !(field === 'category' && value.toLowerCase() === 'all')) query[field] = value;
  }
  const preset = params.get('priceRange');
  if (!query.minPrice && !query.maxPrice && (PRICE_PRESETS as readonly string[]).includes(preset ?? '')) {
    const [min, max] = PRICE_PRESET_CENTS[preset as (typeof PRICE_PRESETS)[number]];
    if (min > 0) query.minPrice = String(min / 100);
    if (max !== undefined) query.maxPrice = ((max - 1) / 100).toFixed(2);
  }
  return query;
}

/**
 * "Save this search" for the search page's current URL: shown once there is something to
 * save. It reads "Saved" from the click on (given back if the server refuses for another reason than
 * that it is saved already). A visitor is asked to sign in first (and comes back to these results);
 * saving the same search again says so beside the button. Its own chunk: the saved-search rules bring zod, which the search
 * page's first paint does without.
 */
export default function SaveSearchButton({ search }: { search: string }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [signIn, setSignIn] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [savedSearch, setSavedSearch] = useState<SavedSearch | null>(null);
  const query = savedQueryOf(search);
  const save = useMutation({
    mutationFn: () => call(savedSearchesApi.create, { body: { query } }),
    onMutate: () => setSaved(true),
    onSuccess: (reply) => {
      setNote(null);
      setSavedSearch(reply.savedSearch);
      toast({
        title: savedSearchMessages.saved,
        description: savedSearchMessages.savedDescription,
        variant: 'success',
      });
      return invalidate(queryClient, readsOf(savedSearchesApi));
    },
    onError: (error) => {
      const message = errorMessage(error, savedSearchMessages.saveThisSearch);
      if (message === savedSearchMessages.alreadySaved) {
        setNote(message);
      } else {
        setSaved(false);
        toast({ title: message, variant: 'destructive' });
      }
    },
  });
  if (Object.keys(query).length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={saved}
        onClick={() => (user ? save.mutate() : setSignIn(true))}
      >
        {saved ? <Check aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
        {saved ? 'Saved' : savedSearchMessages.saveThisSearch}
      </Button>
      {savedSearch && <DigestSwitch savedSearch={savedSearch} onChange={setSavedSearch} />}
      {note && (
        <p role="status" className="text-sm text-gray-600">
          {note}.{' '}
          <Link href="/saved-searches" className="font-medium text-brand-700 hover:underline">
            Your saved searches
          </Link>
        </p>
      )}
      <SignInDialog
        open={signIn}
        onOpenChange={setSignIn}
        description="You need to be logged in to save a search and hear of new listings that match it."
        keepQuery
      />
    </div>
  );
}

/**
 * "E-mail me new matches" beside "Saved": on as saved, switched here without going to the saved
 * searches page. It moves at once; a refusal puts it back and says why.
 */
function DigestSwitch({
  savedSearch,
  onChange,
}: {
  savedSearch: SavedSearch;
  onChange: (s: SavedSearch) => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const update = useMutation({
    mutationFn: (emailDigest: boolean) =>
      call(savedSearchesApi.update, { params: { id: savedSearch.id }, body: { emailDigest } }),
    onMutate: (emailDigest) => onChange({ ...savedSearch, emailDigest }),
    onSuccess: (reply) => {
      onChange(reply.savedSearch);
      return invalidate(queryClient, readsOf(savedSearchesApi));
    },
    onError: (error, emailDigest) => {
      onChange({ ...savedSearch, emailDigest: !emailDigest });
      toast({ title: errorMessage(error, savedSearchMessages.notFound), variant: 'destructive' });
    },
  });
  return (
    <span className="flex items-center gap-2 text-sm text-gray-700">
      <Switch id={id} checked={savedSearch.emailDigest} onCheckedChange={(on) => update.mutate(on)} />
      <label htmlFor={id}>{savedSearchMessages.emailSwitch}</label>
    </span>
  );
}

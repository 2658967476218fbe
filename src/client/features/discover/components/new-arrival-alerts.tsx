import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, useState } from 'react';
import { savedSearchesApi } from '#shared/api/saved-searches';
import { LazyMount } from '../../../components/lazy-mount';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { call, invalidate, readsOf } from '../../../lib/endpoints';

const SignInDialog = lazy(() =>
  import('../../../components/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

/**
 * 'Enable Notifications' on /new-arrivals (the spec's button): saves the chosen category as a saved
 * search, whose new listings reach the person's notifications like any saved search's. Without a
 * category it says to choose one, since a saved search needs something to match.
 */
export function NewArrivalAlerts({ category }: { category: string | undefined }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [signIn, setSignIn] = useState(false);
  const save = useMutation({
    mutationFn: (chosen: string) => call(savedSearchesApi.create, { body: { query: { category: chosen } } }),
    onSuccess: (_reply, chosen) => {
      toast({
        title: `Notifications on for ${chosen}`,
        description: `We will tell you when new listings in ${chosen} arrive. Manage them in Saved searches.`,
        variant: 'success',
      });
      return invalidate(queryClient, readsOf(savedSearchesApi));
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Notifications could not be turned on'), variant: 'destructive' }),
  });

  const enable = () => {
    if (!category) {
      toast({
        title: 'Choose a category first',
        description: 'Then Enable Notifications tells you of each new listing in it.',
      });
    } else if (!user) setSignIn(true);
    else save.mutate(category);
  };

  return (
    <>
      <Button variant="outline" disabled={save.isPending} onClick={enable}>
        <Bell aria-hidden="true" />
        Enable Notifications
      </Button>
      <LazyMount when={signIn}>
        <SignInDialog
          open={signIn}
          onOpenChange={setSignIn}
          description="You need to be logged in to hear of new listings in a category."
          keepQuery
        />
      </LazyMount>
    </>
  );
}

import { lazy } from 'react';
import { LazyMount } from './lazy-mount';

const LikeLoginDialog = lazy(() =>
  import('./like-login-dialog').then((module) => ({ default: module.LikeLoginDialog })),
);

/**
 * The hearts' 'Login Required' dialog, fetched the first time a visitor taps a heart: every card of a
 * grid carries one, so loading it up front would put the dialog machinery on every first paint.
 */
export function LazyLikeLoginDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <LazyMount when={props.open}>
      <LikeLoginDialog {...props} />
    </LazyMount>
  );
}

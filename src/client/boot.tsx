import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { QUERY_STATE_ID } from '../shared/page-shell';
import { App } from './app/app';
import { createAppQueryClient } from './app/providers';

function readQueryState(): DehydratedState | undefined {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Starts the app in `container`. A page the server rendered (decision 020) is hydrated: the cache
 * gets the answers that render used, so the first render here is the same markup and only attaches
 * the handlers. Hydration runs as a transition, in slices, so a slow phone can still scroll and tap
 * meanwhile; a page chunk not yet loaded keeps the server's markup until it arrives. Any other page
 * renders from scratch.
 */
export function startApp(
  container: HTMLElement,
  onRecoverableError: (error: unknown) => void = (error) => console.error(error),
): Root {
  const queryClient = createAppQueryClient();
  const state = readQueryState();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (state && container.firstElementChild) {
    hydrate(queryClient, state);
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError });
    });
    return root!;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}

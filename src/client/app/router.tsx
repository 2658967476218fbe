import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '../components/loading-screen';
import { NotFound } from '../components/not-found';
import { RequireAuth } from '../components/sign-in-prompt';
import { useUser } from '../lib/auth';
import { Layout } from './layout/layout';
import { appRoutes, type AppRoute } from './routes';

/**
 * Marks the document once a page is on screen and live (mounted, or hydrated from the server's markup,
 * decision 020): until then a server-rendered page's buttons do nothing. The end-to-end suite waits
 * for it after every full load.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.pageLive = 'true';
  }, []);
  return null;
}

function RouteView({ route }: { route: AppRoute }) {
  const { isLoading } = useUser();
  if (isLoading && (route.waitForAuth || route.access === 'account')) return <LoadingScreen />;
  const Page = route.component;
  const page = (
    <Suspense fallback={<LoadingScreen fullScreen={route.chrome === 'minimal'} />}>
      <Page />
      <PageLive />
    </Suspense>
  );
  // An account page is never server-rendered: it is live once mounted, its sign-in prompt included.
  const content =
    route.access === 'account' ? (
      <>
        <RequireAuth>{page}</RequireAuth>
        <PageLive />
      </>
    ) : (
      page
    );
  return route.chrome === 'minimal' ? content : <Layout>{content}</Layout>;
}

export function AppRouter() {
  return (
    <Switch>
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteView route={route} />
        </Route>
      ))}
      <Route>
        <Layout>
          <NotFound />
          <PageLive />
        </Layout>
      </Route>
    </Switch>
  );
}

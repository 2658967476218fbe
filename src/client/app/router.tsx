import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingScreen } from '../components/loading-screen';
import { NotFound } from '../components/not-found';
import { RequireAuth } from '../components/sign-in-prompt';
import { useUser } from '../lib/auth';
import { Layout } from './layout/layout';
import { appRoutes, type AppRoute } from './routes';

function RouteView({ route }: { route: AppRoute }) {
  const { isLoading } = useUser();
  if (isLoading && (route.waitForAuth || route.access === 'account')) return <LoadingScreen />;
  const Page = route.component;
  const page = (
    <Suspense fallback={<LoadingScreen fullScreen={route.chrome === 'minimal'} />}>
      <Page />
    </Suspense>
  );
  const content = route.access === 'account' ? <RequireAuth>{page}</RequireAuth> : page;
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
        </Layout>
      </Route>
    </Switch>
  );
}

import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useUser } from '../../lib/auth';
import { safeReturnTo } from '../../lib/navigation';
import { usePageMeta } from '../../lib/page-meta';
import { AuthShell } from './components/auth-shell';
import { CredentialsForm } from './components/credentials-form';
import { ForgotPasswordForm } from './components/forgot-password-form';

type Mode = 'login' | 'register' | 'forgot';

const HEADINGS: Record<Mode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to buy, sell and make offers.' },
  register: { title: 'Create your account', description: 'Free to join. Start selling in minutes.' },
  forgot: { title: 'Reset your password', description: 'We will e-mail you a link to choose a new one.' },
};

/**
 * /login (docs/product/01-accounts.md §1.1): sign in ↔ create account, forgot password, `?staySignedIn=true` presets the box,
 * `?returnTo=/path` is where a successful sign-in goes (else /).
 */
export default function LoginPage() {
  const params = new URLSearchParams(useSearch());
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/';
  const staySignedIn = params.get('staySignedIn') === 'true';
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'login');
  const [email, setEmail] = useState('');
  const [, navigate] = useLocation();
  const { isAuthenticated } = useUser();
  // Set once this page submits, so the "already signed in" redirect does not race its own navigation.
  const [signingIn, setSigningIn] = useState(false);
  const heading = HEADINGS[mode];
  usePageMeta(
    mode === 'register' ? 'Create an account' : mode === 'forgot' ? 'Reset your password' : 'Log in',
    'Sign in to Rethread or create a free account to buy and sell pre-loved fashion.',
  );

  if (isAuthenticated && !signingIn) return <Redirect to={returnTo} replace />;

  return (
    <AuthShell>
      <Card className="shadow-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{heading.title}</h1>
          <CardDescription>{heading.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {mode === 'forgot' ? (
            <ForgotPasswordForm defaultEmail={email} />
          ) : (
            <CredentialsForm
              key={mode}
              mode={mode}
              defaultEmail={email}
              staySignedIn={staySignedIn}
              onEmailChange={setEmail}
              onSubmitStart={() => setSigningIn(true)}
              onSignedIn={() => navigate(returnTo)}
            />
          )}
          <div className="flex flex-col items-center gap-1 border-t border-gray-100 pt-4 text-sm text-gray-600">
            {mode === 'login' && (
              <Button variant="link" size="sm" onClick={() => setMode('forgot')}>
                Forgot password?
              </Button>
            )}
            {mode === 'register' ? (
              <p>
                Already have an account?{' '}
                <Button variant="link" size="sm" className="h-auto" onClick={() => setMode('login')}>
                  Sign in
                </Button>
              </p>
            ) : mode === 'login' ? (
              <p>
                New to Rethread?{' '}
                <Button variant="link" size="sm" className="h-auto" onClick={() => setMode('register')}>
                  Create an account
                </Button>
              </p>
            ) : (
              <Button variant="link" size="sm" onClick={() => setMode('login')}>
                Back to sign in
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { Label } from '#client/components/ui/label';
import { Carousel } from './carousel';

/**
 * The card's buttons go to /login, with `?staySignedIn=true` when the box is ticked (docs/product/09-information-pages.md §9.2); Sign up
 * also asks for the create-account form (`mode=register`), so a newcomer does not land on "Welcome back".
 */
export function loginHref(staySignedIn: boolean, mode: 'login' | 'register'): string {
  const params = new URLSearchParams();
  if (mode === 'register') params.set('mode', 'register');
  if (staySignedIn) params.set('staySignedIn', 'true');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

function SignUpCard() {
  const [staySignedIn, setStaySignedIn] = useState(false);
  const id = useId();
  return (
    <Card className="shadow-md">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">Join Rethread — it is free</h2>
          <p className="mt-1 text-sm text-gray-600">Save favourites, make offers and start selling today.</p>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link href={loginHref(staySignedIn, 'register')} className={buttonClass('primary', 'lg', 'w-full')}>
            Sign up
          </Link>
          <Link href={loginHref(staySignedIn, 'login')} className={buttonClass('outline', 'lg', 'w-full')}>
            Log In
          </Link>
        </div>
        <div className="flex items-center gap-2.5">
          <Checkbox id={id} checked={staySignedIn} onCheckedChange={(c) => setStaySignedIn(c === true)} />
          <Label htmlFor={id} className="font-normal text-gray-700">
            Stay signed in
          </Label>
        </div>
        <p className="flex items-center gap-1.5 text-xs text-gray-500">
          <ShieldCheck className="size-3.5 text-brand-600" aria-hidden="true" />
          Card payments with buyer protection. No spam, ever.
        </p>
      </CardContent>
    </Card>
  );
}

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-gray-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-12 sm:pt-16 lg:grid-cols-2 lg:gap-14 lg:px-6 lg:pb-20">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            Pre-loved fashion, up to 70% off retail
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
            Buy and sell clothes that deserve a second life
          </h1>
          <p className="max-w-xl text-lg text-pretty text-gray-600">
            Discover one-of-a-kind pieces from real closets, make offers, shop live shows and sell what you no
            longer wear — sellers keep 92% on sales over $15.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link href="/start-selling" className={buttonClass('primary', 'lg')}>
              Start Selling
            </Link>
            <Link href="/trending" className={buttonClass('outline', 'lg')}>
              Browse Items
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <SignUpCard />
        </div>
        <Carousel />
      </div>
    </section>
  );
}

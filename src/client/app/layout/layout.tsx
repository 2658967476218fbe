import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Navigation bar, the page, the footer; a new page starts at the top. */
export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavBar />
      {/* At least a screen tall (less the one-row nav bar): while a page loads, the footer stays below the fold
          instead of showing and then jumping down when the content arrives (a layout shift Lighthouse counts). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

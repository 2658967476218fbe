import { Hammer } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { usePageMeta } from '../lib/page-meta';
import { buttonClass } from './ui/button';
import { PageMessage } from './page-message';

/**
 * The one honest placeholder for pages no one has built yet: a real page, never a spinner. Each
 * route table line that uses it is replaced when its feature lands.
 */
export function BeingBuilt({ name }: { name: string }) {
  usePageMeta(name, `${name} on Rethread is being built. Browse pre-loved fashion in the meantime.`);
  return (
    <PageMessage
      icon={Hammer}
      eyebrow={name}
      title="This part of Rethread is being built"
      actions={
        <>
          <Link href="/" className={buttonClass('primary', 'md')}>
            Back to Home
          </Link>
          <Link href="/help-center" className={buttonClass('outline', 'md')}>
            Visit the Help Center
          </Link>
        </>
      }
    >
      <p>{name} is not ready yet. Everything else on Rethread keeps working in the meantime.</p>
    </PageMessage>
  );
}

/** A route component for a page still being built (see app/routes.tsx). */
export function beingBuilt(name: string): ComponentType {
  function BeingBuiltPage() {
    return <BeingBuilt name={name} />;
  }
  BeingBuiltPage.displayName = `BeingBuilt(${name})`;
  return BeingBuiltPage;
}

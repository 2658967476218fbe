import { BookmarkCheck, ChevronDown, Heart, Package, Settings, ShieldCheck, Store } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useOperator } from '../../features/admin';

/**
 * The signed-in person's own pages the spec's bar has no room for (without it, Orders, Likes and
 * Settings could only be reached by typing their address). A disclosure — a button that shows a list
 * of links — rather than an ARIA menu: links stay links, Tab moves through them, Escape or a click
 * elsewhere closes it, and it needs no extra library.
 */
const LINKS = [
  { href: '/orders', label: 'Orders', icon: Package },
  { href: '/likes', label: 'Likes', icon: Heart },
  { href: '/saved-searches', label: 'Saved searches', icon: BookmarkCheck },
  { href: '/seller-tools', label: 'Seller Tools', icon: Store },
  { href: '/settings', label: 'Settings', icon: Settings },
] as const;
// Only for operators (GET /api/users/me/roles). Asked once the menu is about to open, not on every
// page: most people never open it.
const OPERATOR_LINK = { href: '/admin', label: 'Operator console', icon: ShieldCheck } as const;

export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { operator } = useOperator(wanted);
  const links = operator ? [...LINKS, OPERATOR_LINK] : LINKS;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen((v) => !v);
        }}
        className={buttonClass('ghost', 'md', 'px-1.5')}
      >
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <nav
          id={id}
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
        >
          <ul>
            {links.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <Icon className="size-4 text-gray-500" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

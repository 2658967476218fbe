import {
  ArrowRight,
  FileText,
  Headphones,
  Lock,
  Mail,
  MessageCircle,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';

const SUPPORT_CHANNELS = [
  { title: 'Live Chat', detail: 'Available 24/7', icon: MessageCircle, action: 'Message support' },
  { title: 'Email Support', detail: 'Response within 2 hours', icon: Mail, action: 'Send us a message' },
  { title: 'Phone Support', detail: 'Mon-Fri 9AM-6PM EST', icon: Headphones, action: 'Contact us' },
] as const;

/** 'Need More Help?' (the spec's three cards): every card leads to Contact Us, where the form and our e-mail are. */
export function NeedMoreHelp() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {SUPPORT_CHANNELS.map(({ title, detail, icon: Icon, action }) => (
        <li key={title}>
          <Card className="h-full">
            <CardContent className="flex h-full flex-col items-start gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-gray-900">{title}</h3>
                <p className="text-sm text-gray-600">{detail}</p>
              </div>
              <Link href="/contact-us" className={buttonClass('outline', 'sm', 'mt-auto')}>
                {action}
                <ArrowRight aria-hidden="true" />
                <span className="sr-only"> ({title})</span>
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const QUICK_LINKS = [
  { label: 'Community Guidelines', href: '/terms-of-service#conduct', icon: Users },
  { label: 'Terms of Service', href: '/terms-of-service', icon: FileText },
  { label: 'Privacy Policy', href: '/privacy', icon: Lock },
  { label: 'Safety Center', href: '/safety', icon: ShieldCheck },
] as const;

/** Quick Links: the policy pages people look for from the help pages. */
export function QuickLinks() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {QUICK_LINKS.map(({ label, href, icon: Icon }) => (
        <li key={label}>
          <Link href={href} className={buttonClass('outline', 'lg', 'w-full justify-start')}>
            <Icon className="text-brand-700" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { BookOpen, Building2, Clock, Mail, MessageSquareText, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { CONTACT_DETAILS, RESPONSE_TIMES } from '../lib/contact-details';

const METHODS = [
  {
    title: 'Email Support',
    detail: 'Response within 2 hours',
    action: CONTACT_DETAILS.supportEmail,
    href: `mailto:${CONTACT_DETAILS.supportEmail}`,
    icon: Mail,
  },
  {
    title: 'Help Center',
    detail: 'Answers to common questions, any time',
    action: 'Browse the FAQ',
    href: '/help-center',
    icon: BookOpen,
  },
  {
    title: 'Send a Message',
    detail: 'Answered within 24 hours, safety reports first',
    action: 'Use the form below',
    href: '#contact-form',
    icon: MessageSquareText,
  },
] as const;

/** The three ways to get help; each card is a working link (mail, the FAQ, or the form). */
export function ContactMethods() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {METHODS.map(({ title, detail, action, href, icon: Icon }) => (
        <li key={title}>
          <a
            href={href}
            className="flex h-full items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-gray-900">{title}</span>
              <span className="block text-sm text-gray-600">{detail}</span>
              <span className="mt-2 block text-sm font-medium break-words text-brand-700">{action}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function OfficeInfo() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <Building2 className="size-5 text-brand-700" aria-hidden="true" />
        <CardTitle>Office information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-gray-700">
        <address className="not-italic">
          {CONTACT_DETAILS.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <dl className="grid gap-2">
          <div>
            <dt className="font-medium text-gray-900">Support</dt>
            <dd>
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                href={`mailto:${CONTACT_DETAILS.supportEmail}`}
              >
                {CONTACT_DETAILS.supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-gray-900">Legal</dt>
            <dd>
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                href={`mailto:${CONTACT_DETAILS.legalEmail}`}
              >
                {CONTACT_DETAILS.legalEmail}
              </a>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

const QUICK_HELP = [
  { label: 'Help Center', href: '/help-center', icon: BookOpen },
  { label: 'Safety Guidelines', href: '/safety', icon: ShieldCheck },
  { label: 'Community Forum', href: '/help-center', icon: Users },
] as const;

export function QuickHelp() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick help</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {QUICK_HELP.map(({ label, href, icon: Icon }) => (
          <Link key={label} href={href} className={buttonClass('outline', 'md', 'w-full justify-start')}>
            <Icon className="text-brand-700" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

export function ResponseTimes() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <Clock className="size-5 text-brand-700" aria-hidden="true" />
        <CardTitle>Response times</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">Expected response time by type of request</caption>
          <thead>
            <tr className="text-left text-gray-500">
              <th scope="col" className="pb-2 font-medium">
                Request
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                We reply within
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {RESPONSE_TIMES.map(({ type, time }) => (
              <tr key={type}>
                <th scope="row" className="py-2 text-left font-normal text-gray-700">
                  {type}
                </th>
                <td className="py-2 text-right font-medium text-gray-900">{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

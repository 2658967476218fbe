import { Link } from 'wouter';

/** The listing's title at the top of an offer or order card, linking to the listing. */
export function DealCardTitle({ href, title }: { href: string; title: string }) {
  return (
    <h3 className="font-semibold break-words text-gray-900">
      <Link href={href} className="hover:text-brand-700 hover:underline">
        {title}
      </Link>
    </h3>
  );
}

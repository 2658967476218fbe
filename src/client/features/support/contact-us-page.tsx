import { MessagesSquare } from 'lucide-react';
import { useSearch } from 'wouter';
import { isContactCategory } from '#shared/contact';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { ContactForm } from './components/contact-form';
import { ContactMethods, OfficeInfo, QuickHelp, ResponseTimes } from './components/contact-info';
import { PageHero } from './components/page-hero';
import { pageMeta } from '#shared/page-meta';

/** /contact-us (docs/product/09-information-pages.md §9.2 Contact Us); `?category=Safety%20Concerns` presets the form's category. */
export default function ContactUsPage() {
  usePageMeta(...pageMeta('/contact-us'));
  const preset = new URLSearchParams(useSearch()).get('category');

  return (
    <div>
      <PageHero
        icon={MessagesSquare}
        title="Contact Us"
        subtitle="Questions about an order, a listing or your account? Real people read every message."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
        <ContactMethods />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-6">
            <Card id="contact-form" className="scroll-mt-24">
              <CardHeader>
                <CardTitle>Send us a message</CardTitle>
                <CardDescription>
                  Every field is required. You will get a reference number straight away.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm presetCategory={isContactCategory(preset) ? preset : null} />
              </CardContent>
            </Card>
            <ResponseTimes />
          </div>
          <div className="grid gap-6">
            <OfficeInfo />
            <QuickHelp />
          </div>
        </div>
      </div>
    </div>
  );
}

import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

const TIPS = [
  'Open the listing on Poshmark or Mercari and copy the address from your browser.',
  'We bring over the title, description, price, category and photos — check them before adding.',
  'Photos are copied to Rethread, so your listing keeps them even if the original is removed.',
  'Importing the same listing twice does not create a duplicate.',
  'Moving a whole closet? Use Bulk Import, or the CSV option for listings from anywhere.',
];

export function TipsCard() {
  return (
    <Card className="bg-brand-50/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-brand-700" aria-hidden="true" /> Tips for importing
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-gray-700">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

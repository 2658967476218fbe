/**
 * Stripe names what it still needs with field paths ('individual.dob.day', 'external_account',
 * 'tos_acceptance.date'). Sellers get plain words instead: the first rule that matches gives the
 * phrase, and several fields of one thing (day, month and year of birth) become one line.
 */
const RULES: [RegExp, string][] = [
  [/^external_account/, 'A bank account for your payouts'],
  [/^tos_acceptance\./, 'Accept Stripe’s terms of service'],
  [/\.verification\.additional_document/, 'A document that shows your address'],
  [/\.verification\.document/, 'A photo of your ID'],
  [/\.dob\./, 'Your date of birth'],
  [/\.(first_name|last_name)$/, 'Your legal name'],
  [/\.address\./, 'Your home address'],
  [/\.ssn_last_4$/, 'The last 4 digits of your Social Security number'],
  [/\.id_number$/, 'Your Social Security number'],
  [/\.email$/, 'Your email address'],
  [/\.phone$/, 'Your phone number'],
  [/^business_profile\.(url|product_description)$/, 'Your website, or a description of what you sell'],
  [/^business_profile\.mcc$/, 'What kind of business you run'],
  [/^business_type$/, 'Whether you sell as an individual or a company'],
  [/^company\./, 'Details about your company'],
  [/^(representative|owners|directors|executives)\b/, 'Details about the people behind your company'],
];

/** "individual.political_exposure" → "Political exposure": the last part, as words. */
function fallback(name: string): string {
  const last = name.split('.').at(-1) ?? name;
  const words = last.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** Stripe's requirement names → what to give it, in plain words, each said once. */
export function describeRequirements(names: readonly string[]): string[] {
  const phrases = names.map((name) => RULES.find(([pattern]) => pattern.test(name))?.[1] ?? fallback(name));
  return [...new Set(phrases)];
}

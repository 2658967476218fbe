/**
 * Style-tag rules (docs/product/02-listings.md §2.1 "Edit dialog"): a tag is trimmed; an empty tag or one equal to an
 * existing tag ignoring case is ignored; a listing holds at most 20 tags of at most 30 characters.
 * The listing form and the edit dialog both add tags through these functions, so both behave alike.
 */

export const MAX_STYLE_TAGS = 20;
export const MAX_STYLE_TAG_LENGTH = 30;

export type TagRejection = 'empty' | 'duplicate' | 'too-long' | 'too-many';

export type AddTagResult = { tags: string[]; added: string | null; rejected: TagRejection | null };

/** Human text for a rejected tag; empty and duplicate tags are ignored silently, as the spec says. */
export const tagRejectionMessages: Record<'too-long' | 'too-many', string> = {
  'too-long': `Tags can be at most ${MAX_STYLE_TAG_LENGTH} characters`,
  'too-many': `A listing can have at most ${MAX_STYLE_TAGS} tags`,
};

// Collapses inner runs of whitespace too: "street  wear" and "street wear" are one tag.
function clean(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Adds one typed tag to a list, or explains why it was not added. Never mutates `tags`. */
export function addStyleTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = clean(raw);
  if (tag === '') return { tags: [...tags], added: null, rejected: 'empty' };
  const lower = tag.toLowerCase();
  if (tags.some((t) => t.toLowerCase() === lower))
    return { tags: [...tags], added: null, rejected: 'duplicate' };
  if (tag.length > MAX_STYLE_TAG_LENGTH) return { tags: [...tags], added: null, rejected: 'too-long' };
  if (tags.length >= MAX_STYLE_TAGS) return { tags: [...tags], added: null, rejected: 'too-many' };
  return { tags: [...tags, tag], added: tag, rejected: null };
}

/**
 * Adds everything a person typed or pasted: a comma separates tags ("vintage, 90s" adds two).
 * Answers the new list and the first rejection worth telling the person about.
 */
export function addStyleTagsFromInput(
  tags: readonly string[],
  input: string,
): { tags: string[]; rejected: 'too-long' | 'too-many' | null } {
  let current = [...tags];
  let rejected: 'too-long' | 'too-many' | null = null;
  for (const part of input.split(',')) {
    const result = addStyleTag(current, part);
    current = result.tags;
    if (!rejected && (result.rejected === 'too-long' || result.rejected === 'too-many'))
      rejected = result.rejected;
  }
  return { tags: current, rejected };
}

/** Removes a tag (exact match, as shown on its chip). */
export function removeStyleTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Cleans a whole list the way adding one by one would: trimmed, empties and case-insensitive
 * duplicates dropped (first spelling wins), over-long tags dropped, at most 20 kept.
 */
export function normalizeStyleTags(tags: readonly string[]): string[] {
  let current: string[] = [];
  for (const tag of tags) current = addStyleTag(current, tag).tags;
  return current;
}

/**
 * Rules every piece of free text obeys, whatever the field. PostgreSQL cannot store
 * a NUL character in text at all, and the other C0 control characters (bell, escape, backspace …) are
 * never typed by a person: they only arrive from scripts and garbled pastes, and would then be shown to
 * other people. Tab, line feed and carriage return are ordinary typing and stay allowed.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message a field shows, e.g. "Title must not contain NUL or other control characters". */
export const controlCharactersMessage = (label = 'Text') =>
  `${label} must not contain NUL or other control characters`;

/** The answer when a NUL reaches the server in a field no schema checks (the defence in depth). */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when `value` holds no control character other than tab and line breaks. */
export const isPlainText = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/**
 * The refinement's two arguments, for `z.string().refine(...plainText('Title'))`. Put it first in the
 * chain so its message is the one reported.
 */
export const plainText = (label?: string) =>
  [isPlainText, { error: controlCharactersMessage(label), abort: true }] as const;

/** `text` cut to at most `max` characters, ending in "…" when it was longer (previews, titles). */
export const clipText = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

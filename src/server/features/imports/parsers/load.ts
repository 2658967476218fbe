import type * as Parsers from './index.js';

/**
 * The parsers, loaded on first use: they bring cheerio (about 10 MB of heap), which a server that
 * never imports anything should not carry.
 */
let parsers: Promise<typeof Parsers> | undefined;
export const loadParsers = () => (parsers ??= import('./index.js'));

import type Sharp from 'sharp';

/**
 * sharp, loaded the first time a photo is processed rather than at start: libvips and its bindings
 * cost tens of MB of resident memory that a server only reading listings never needs.
 */
let loading: Promise<typeof Sharp> | undefined;
export const loadSharp = () => (loading ??= import('sharp').then((m) => m.default));

import type { FastifyInstance } from 'fastify';
import { NUL_MESSAGE } from '../../shared/text-rules.js';
import { badRequest } from '../lib/errors.js';

/**
 * Defence in depth against 500s from bad input: PostgreSQL cannot store a NUL character, so one reaching a
 * query is a 500. The shared schemas refuse it field by field with the field's name; this catches
 * every field they do not know about (a loose object, a raw parameter, a new route) before any
 * handler runs. It runs after validation, so a schema's own message wins where there is one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}

/** Walks strings, arrays and plain objects (keys too) without recursion: a body may nest deeply. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      // One at a time: spreading a long array into push() overflows the call stack (a 500).
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

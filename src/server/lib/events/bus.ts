import type { Db } from '../../db/client.js';
import type { DomainEventName, DomainEvents } from './registry.js';

/**
 * The in-transaction event bus (docs/decisions/023): `publish` runs every subscriber of the event,
 * one after another, in the publisher's transaction. A subscriber that throws aborts that
 * transaction, as any other failed statement in it would. Subscriptions are made once at start-up
 * (src/server/subscribers.ts); publishing before that is a programming error and says so, rather
 * than silently telling nobody.
 */

export type Subscriber<K extends DomainEventName> = (tx: Db, event: DomainEvents[K]) => Promise<void>;
export type Subscription = { [K in DomainEventName]: { name: K; handler: Subscriber<K> } }[DomainEventName];

/** A subscription, typed by its event's name: what a feature's `*.subscribers.ts` exports a list of. */
export const on = <K extends DomainEventName>(name: K, handler: Subscriber<K>): Subscription =>
  ({ name, handler }) as Subscription;

const subscribers = new Map<DomainEventName, Array<Subscriber<never>>>();
let ready = false;

/** Installs the subscriptions; a second call (another app in the same process) changes nothing. */
export function installSubscriptions(all: readonly Subscription[]): void {
  if (ready) return;
  for (const s of all) {
    const list = subscribers.get(s.name) ?? [];
    list.push(s.handler as Subscriber<never>);
    subscribers.set(s.name, list);
  }
  ready = true;
}

export async function publish<K extends DomainEventName>(
  tx: Db,
  name: K,
  event: DomainEvents[K],
): Promise<void> {
  if (!ready) throw new Error(`event ${name} published before the subscribers were installed`);
  for (const handler of subscribers.get(name) ?? []) {
    await (handler as Subscriber<K>)(tx, event);
  }
}

import {
  addressMessages,
  MAX_ADDRESSES,
  type Address,
  type createAddressInputSchema,
  type updateAddressInputSchema,
} from '#shared/addresses.js';
import { isUuid } from '#shared/ids.js';
import type { OrderAddress } from '#shared/shipments.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { resumeLabelsOf } from '../shipments/shipments.service.js';
import * as q from './addresses.queries.js';

type CreateInput = z.output<typeof createAddressInputSchema>;
type UpdateInput = z.output<typeof updateAddressInputSchema>;

const toAddress = (row: q.AddressRow): Address => ({
  ...orderAddressOf(row),
  id: row.id,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An address as an order or a label keeps it: a copy, without the book's own fields. */
export const orderAddressOf = (row: q.AddressRow): OrderAddress => ({
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: 'US',
});

/**
 * The person's saved address `id` (someone else's or a malformed id finds nothing), or without an id
 * their default: where checkout sends a parcel and where a label ships from.
 */
export async function findAddressFor(
  db: Db,
  userId: string,
  id?: string,
): Promise<{ id: string; address: OrderAddress } | undefined> {
  const row =
    id === undefined
      ? (await q.listAddresses(db, userId, 1))[0]
      : isUuid(id)
        ? await q.findOwnAddress(db, userId, id)
        : undefined;
  return row && { id: row.id, address: orderAddressOf(row) };
}

/** The person's address book, the default first. */
export async function listAddresses(ctx: AppContext, userId: string): Promise<Address[]> {
  return (await q.listAddresses(ctx.db, userId, MAX_ADDRESSES)).map(toAddress);
}

/** Saves an address; the first one, or one sent with `isDefault: true`, becomes the default. */
export async function createAddress(ctx: AppContext, userId: string, input: CreateInput): Promise<Address> {
  const { isDefault, ...fields } = input;
  const row = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockAddressBook(tx, userId);
    const existing = await q.countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES) throw conflict(addressMessages.tooMany);
    // Anyone with addresses has exactly one default, so the first is it whatever was asked.
    const makeDefault = existing === 0 || isDefault === true;
    if (makeDefault) await q.clearDefault(tx, userId);
    const saved = await q.insertAddress(tx, userId, { ...fields, line2: fields.line2 ?? null }, makeDefault);
    // A seller's first address is also where their waiting labels ship from: buy those now.
    if (existing === 0) await resumeLabelsOf(tx, userId);
    return saved;
  });
  return toAddress(row);
}

/**
 * Changes the fields sent. Making it the default clears the old default in the same transaction;
 * un-defaulting the default is refused, so a person with addresses always has one.
 */
export async function updateAddress(
  ctx: AppContext,
  userId: string,
  id: string,
  input: UpdateInput,
): Promise<Address> {
  const row = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockAddressBook(tx, userId);
    const current = await q.findOwnAddress(tx, userId, id);
    if (!current) throw notFound(addressMessages.notFound);
    const { isDefault, ...fields } = input;
    if (isDefault === false && current.isDefault) throw badRequest(addressMessages.keepDefault);
    const becomesDefault = isDefault === true && !current.isDefault;
    if (becomesDefault) await q.clearDefault(tx, userId);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0 && !becomesDefault) return current;
    return (await q.updateAddress(tx, userId, id, {
      ...changes,
      ...(becomesDefault ? { isDefault: true } : {}),
    }))!;
  });
  return toAddress(row);
}

/** Deletes an address; when it was the default, the most recent other address becomes the default. */
export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockAddressBook(tx, userId);
    const deleted = await q.deleteAddress(tx, userId, id);
    if (!deleted) throw notFound(addressMessages.notFound);
    if (deleted.isDefault) await q.promoteMostRecent(tx, userId, id);
  });
}

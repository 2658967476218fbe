import { MIN_BUNDLE_ITEMS } from '#shared/bundle-rules';

/** The checkout page's own words for the shipping address and the summary. */
export const checkoutCopy = {
  acceptedOffer: 'Your accepted offer',
  shipTo: 'Ship to',
  chooseAddress: 'Choose where the item is shipped',
  addAddress: 'Add a new address',
  newAddress: 'A new address',
  firstAddress: 'Where should the seller ship your item?',
  usOnly: 'United States addresses only for now.',
  saveAddress: 'Save address',
  itemPrice: 'Item price',
  offerPrice: 'Your accepted offer',
  listPrice: 'List price',
  shipping: 'Shipping',
  total: 'Total',
  bundleOf: (count: number) => `Bundle of ${count} items`,
  bundleItems: 'Items in this bundle',
  itemsSubtotal: (count: number) => `Items (${count})`,
  shippingOneParcel: 'Shipping (one parcel)',
  tooFewItems: 'Not enough items for a bundle',
  tooFewItemsHint: `A bundle needs at least ${MIN_BUNDLE_ITEMS} available items from this seller in your bag.`,
  backToBag: 'Back to Bag',
  shippingAfterAddress: 'Shipping and the total appear once you add an address.',
} as const;

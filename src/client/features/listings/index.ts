/**
 * What other features use from listings: the card every grid shows. Kept to the card alone because a
 * barrel drags each module it names (and their imports) into the importing page's chunk — the seller
 * dashboard, the listing form and the edit dialog used to ride along into /trending this way.
 * Pages come from the route table; the home tabs import their panel by path.
 */
export { ListingCard, ListingCardSkeleton } from './components/listing-card';

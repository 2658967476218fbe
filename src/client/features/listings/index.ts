/**
 * What other parts of the app use from the listings feature: the card for every grid, the seller
 * dashboard block, the listing form and the edit dialog. Pages are loaded by the route table.
 */
export { ListingCard, ListingCardSkeleton } from './components/listing-card';
export { SellerDashboard, ProfileCard, MyListings } from './components/seller-dashboard';
export { ListingForm } from './components/listing-form';
export { EditListingDialog } from './components/edit-listing-dialog';
export { MyProfilePanel } from './components/my-profile-panel';

import { useListing } from '../api/get-listing';
import { EditListingDialog } from './edit-listing-dialog';

/**
 * Opens the edit dialog from a grid card: grids carry a summary, so the dialog loads the listing
 * itself (style tags, every photo) before it opens.
 */
export function EditListingById({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useListing(id);
  if (!query.data) return null;
  return <EditListingDialog listing={query.data} open onOpenChange={(open) => !open && onClose()} />;
}

import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { useAdminClaims, type ClaimFilter } from '../api/claims';
import { ClaimCard } from './claim-card';
import { ListSkeleton, StatusFilter } from './list-parts';

const FILTERS = [
  { value: 'awaiting_operator', label: 'Needs a decision' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;

/** Claims the operators decide (the default), those still with the seller, and those done. */
export function ClaimsTab() {
  const [status, setStatus] = useState<ClaimFilter>('awaiting_operator');
  const claims = useAdminClaims(status);
  return (
    <div className="grid gap-4">
      <StatusFilter label="Which claims" options={FILTERS} value={status} onChange={setStatus} />
      {claims.isPending ? (
        <ListSkeleton label="Loading claims" />
      ) : claims.isError ? (
        <ListLoadError message="Claims could not be loaded." onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <ListEmptyState icon={ShieldCheck} title="No claims here">
          {status === 'awaiting_operator' ? 'Nothing is waiting for a decision.' : 'No claims in this list.'}
        </ListEmptyState>
      ) : (
        <ul aria-label="Claims" className="grid gap-4">
          {claims.data.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

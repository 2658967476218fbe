import { ListLoadError } from '#client/components/list-states';
import { useFeeTable, useRateTable } from '../api/tables';
import { FeeTableForm } from './fee-table-form';
import { ListSkeleton } from './list-parts';
import { RateTableForm } from './rate-table-form';

/** The fee and shipping-rate tables, side by side on a wide screen, stacked on a phone. */
export function TablesTab() {
  const fees = useFeeTable();
  const rates = useRateTable();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {fees.isPending ? (
        <ListSkeleton label="Loading the fee table" />
      ) : fees.isError ? (
        <ListLoadError message="The fee table could not be loaded." onRetry={() => void fees.refetch()} />
      ) : (
        <FeeTableForm fees={fees.data} />
      )}
      {rates.isPending ? (
        <ListSkeleton label="Loading the shipping rates" />
      ) : rates.isError ? (
        <ListLoadError
          message="The shipping rates could not be loaded."
          onRetry={() => void rates.refetch()}
        />
      ) : (
        <RateTableForm rates={rates.data} />
      )}
    </div>
  );
}

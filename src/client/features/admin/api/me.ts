import { useQuery } from '@tanstack/react-query';
import { adminApi } from '#shared/api/admin';
import { errorStatus } from '#client/lib/api';
import { queryOf } from '#client/lib/endpoints';

/**
 * GET /api/admin/me: 200 for an operator, 403 for anyone else. A 403 is an answer, not a failure —
 * no retry and no toast (the query names no errorToast). `operator` is undefined while asking.
 */
export function useOperator(enabled = true) {
  const query = useQuery({ ...queryOf(adminApi.me), enabled, retry: false });
  const operator = query.isSuccess ? true : errorStatus(query.error) === 403 ? false : undefined;
  return { ...query, operator };
}

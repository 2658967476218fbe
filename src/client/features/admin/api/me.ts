import { useQuery } from '@tanstack/react-query';
import { usersApi } from '#shared/api/users';
import { queryOf } from '#client/lib/endpoints';

/**
 * Whether the signed-in person is an operator, from GET /api/users/me/roles (200 for everyone signed
 * in, so asking is never an error in the console). `operator` is undefined while asking.
 */
export function useOperator(enabled = true) {
  const query = useQuery({ ...queryOf(usersApi.roles), enabled, retry: false });
  return { ...query, operator: query.data?.isAdmin };
}

import { queryClient } from '../../api/query.ts';

/**
 * Refreshes every cached answer whose endpoint path starts with one of `awalan`: query keys begin
 * with the contract's path template (`kunci()`), so the stock list's path reaches the stock list,
 * the stock card, opname, adjustments and the stock documents with their details.
 */
export function segarkanAwalan(...awalan: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const path = q.queryKey[0];
      return typeof path === 'string' && awalan.some((a) => path === a || path.startsWith(`${a}/`));
    },
  });
}

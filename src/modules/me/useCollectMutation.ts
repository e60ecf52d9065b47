import { useMutation, type QueryKey } from '@tanstack/react-query';
import { collectedNoticeQuery, collectionQuery, setCollected } from '@/api/me';
import { queryClient } from '@/api/queryClient';
import type { CollectedNotice, CollectedNoticeDetail } from '@/api/schema/me';

export interface CollectChange {
  noticeId: string;
  collect: boolean;
}

const LIST_KEY = collectionQuery().queryKey;
const DETAIL_KEY = collectedNoticeQuery('').queryKey[0];
/** Every answer that says whether a notice is collected: the collection and the notices' details. */
const COLLECT_KEYS: QueryKey[] = [[LIST_KEY[0]], [DETAIL_KEY]];

/** The collected flag of one notice, changed wherever a cached answer holds it. */
function applyCollect({ noticeId, collect }: CollectChange): void {
  // An uncollected notice leaves the list; a collected one comes in with the next read of the list.
  if (!collect)
    queryClient.setQueryData<CollectedNotice[]>(LIST_KEY, (list) =>
      list?.filter((notice) => notice.noticeId !== noticeId),
    );
  queryClient.setQueriesData<CollectedNoticeDetail>({ queryKey: [DETAIL_KEY] }, (notice) =>
    notice && notice.noticeId === noticeId ? { ...notice, collected: collect } : notice,
  );
}

const collectKey = () => ['collect'];

/**
 * Collecting or uncollecting a notice, optimistic (as following a flight is, api/follow.ts): the list
 * and the notice change at once; the answers asked for meanwhile are cancelled so that they cannot undo
 * it; a refusal puts back what was there (the screen says why). Changes go in the order they were made,
 * and the answers are asked again once the last one is answered.
 */
export function useCollectMutation() {
  return useMutation({
    mutationKey: collectKey(),
    scope: { id: 'collect' },
    mutationFn: ({ noticeId, collect }: CollectChange) => setCollected(noticeId, collect),
    onMutate: async (change): Promise<Array<[QueryKey, unknown]>> => {
      await Promise.all(COLLECT_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = COLLECT_KEYS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      applyCollect(change);
      return before;
    },
    onError: (_error, _change, before) => {
      for (const [queryKey, data] of before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (result, change) => {
      // The backend's word wins (the notice may already have been in that state).
      if (result.collected !== change.collect) applyCollect({ ...change, collect: result.collected });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: collectKey() }) > 1) return;
      for (const queryKey of COLLECT_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { paths } from '@/lib/paths';

/** Detail screens without `:id` in their path take their item from the query string. */
const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

export const links = {
  licence: (id: string) => withQuery(paths.me.licenseDetails, { id }),
  collected: (id: string) => withQuery(paths.me.collectionDetail, { id }),
  problem: (id: string) => withQuery(paths.me.questionDetail, { id }),
  crewLogWrite: (flightId: string) => withQuery(paths.me.crewLogWrite, { flightId }),
  suggest: (kind: 'advice' | 'problem') => withQuery(paths.me.suggest, { kind }),
};

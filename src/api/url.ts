const env = import.meta.env;
const apiBase = (env.VITE_API_BASE ?? '').replace(/\/$/, '');
const svcHost = (env.VITE_SVC_HOST ?? '').replace(/\/$/, '');

/**
 * Where a path goes: paths containing .svc go to the .svc host (the production host in a production
 * build), everything else to the API base of the mode. Query strings are removed (§7).
 */
export function resolveUrl(path: string): string {
  const bare = path.split('?')[0] ?? path;
  const base = bare.includes('.svc') && svcHost ? svcHost : apiBase;
  return `${base}${bare.startsWith('/') ? '' : '/'}${bare}`;
}

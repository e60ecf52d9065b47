/** A path as the screens table spells it: lower case, without a trailing slash (the spec writes /Prepare and /prepare). */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters, kept in its address so that a reload, a step back and a shared link keep them.
 *
 * `defaults` names each filter with its value when the address has none (a module-level constant); a
 * filter at its default is left out of the address, so links stay short. The values are the address's
 * strings: the screen checks them (an unknown day is today). A change replaces the address (choosing a
 * filter is not a step back) and builds on the last change asked for, not on the address: two taps in a
 * row (a day, then a status) both come before the router has moved to the first, and the second must
 * not undo it. Parameters the filters do not name (an opened document) stay as they are.
 */
export function useAddressFilters<Name extends string>(
  defaults: Readonly<Record<Name, string>>,
): [Record<Name, string>, (patch: Partial<Record<Name, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const read: Record<Name, string> = { ...defaults };
    for (const name of Object.keys(defaults) as Name[]) read[name] = params.get(name) ?? defaults[name];
    return read;
  }, [params, defaults]);
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  const change = useCallback(
    (patch: Partial<Record<Name, string>>) => {
      asked.current = { ...asked.current, ...patch };
      const next = new URLSearchParams(params);
      for (const name of Object.keys(defaults) as Name[]) {
        const value = asked.current[name];
        if (value && value !== defaults[name]) next.set(name, value);
        else next.delete(name);
      }
      setParams(next, { replace: true });
    },
    [params, setParams, defaults],
  );
  return [filters, change];
}

import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * Something opened over a screen (a document in the viewer) as a history entry of its own, named in the
 * address (`?doc=`): the phone's back button closes it and stays on the screen, and closing it goes back
 * the same way. Opened by its address (a link, a reload), closing replaces the entry instead.
 */
export function useOpenedParam(name: string): [string | null, (id: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const opened = params.get(name);
  const open = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(name, id);
    setParams(next, { state: { opened: name } });
  };
  const close = () => {
    if ((location.state as { opened?: string } | null)?.opened === name) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(name);
    setParams(next, { replace: true });
  };
  return [opened, open, close];
}

import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The header's back: one step back in the app's history; on the first screen of a tab (opened by its
 * address, a link from outside, the app reopened on a screen: React Router's location key 'default'),
 * where a history step would leave the app or do nothing, the home page instead.
 */
export function useBack(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };
}

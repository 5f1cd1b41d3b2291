/**
 * A link from one of our e-mails that carries what it needs in the URL fragment (the
 * one-tap code link, the acceptance e-mail's registration link; @gh/common/code-link).
 * Read once when the component mounts live (`restore`: the prerendered page cannot know the
 * fragment), then taken out of the address bar so it stays in no history entry or copied
 * address, and handed to `onArrive` once.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useFragmentLink<T>(restore: boolean, read: (hash: string) => T | null, onArrive: (link: T) => void): T | null {
  const navigate = useNavigate();
  const location = useLocation();
  const [link] = useState(() => (restore ? read(location.hash) : null));
  const arrived = useRef(false);

  useEffect(() => {
    if (!link || arrived.current) return;
    arrived.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    onArrive(link);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return link;
}

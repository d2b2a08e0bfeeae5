import { useLocation } from 'react-router-dom';
import { useSession } from '@housesit/shell/kit';
import { navKindFor, type NavKind } from './navModel';

/** The bar the current page shows; the layout also uses it to leave room for the phone bar. */
export function useNavKind(): NavKind {
  const { pathname } = useLocation();
  const { user } = useSession();
  return navKindFor(pathname, user);
}

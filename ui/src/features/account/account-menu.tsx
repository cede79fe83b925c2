import { Suspense, lazy, useState } from 'react';
import { useSession } from '../../lib/session';
import { useCurrentUserQuery } from '../../lib/session-api';
import { AccountButton } from './account-button';

const loadMenu = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadMenu);

/**
 * The account menu of the top bar. Until the user reaches for it, it is the account button
 * alone; the menu's code (Chakra's menu, the change password dialog: ~15 kB gzipped that no
 * page needs to draw) starts loading when the pointer or focus reaches the button, and a press
 * opens the menu as soon as it has arrived (account-menu-content.tsx). From then on the menu
 * stays mounted and opens and closes as any menu.
 */
export function AccountMenu() {
  const loggedIn = useSession((state) => state.token !== null);
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  const [wanted, setWanted] = useState(false);

  const button = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        // As the menu's own trigger: the arrow keys open it too.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setWanted(true);
        }
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenuContent user={user} />
    </Suspense>
  );
}

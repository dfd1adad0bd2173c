import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../auth-context';

// The modal (and its dialog code) loads when a student first opens it, keeping it off every page's first load.
const AccountModal = lazy(() => import('./account-modal').then((module) => ({ default: module.AccountModal })));

/** Where the header's account modal mounts: nothing until it is first opened, then the modal (open or closed). */
export function AccountModalSlot() {
  const { modal } = useAuth();
  const [wanted, setWanted] = useState(false);
  if (modal.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountModal />
    </Suspense>
  ) : null;
}

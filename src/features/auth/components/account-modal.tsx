import { lazy, Suspense } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useAuth } from '../auth-context';

// The screen's code loads when the modal first opens (it is also precached), keeping it off the first load.
const SignInScreen = lazy(() => import('./sign-in-screen').then((module) => ({ default: module.SignInScreen })));

/** The header's modal holding the sign-in screen (forced into profile setup when opened by Edit Profile). */
export function AccountModal() {
  const { modal, closeAccountModal } = useAuth();
  return (
    <Modal open={modal.open} onClose={closeAccountModal} label="Account">
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SignInScreen headingLevel={2} onClose={closeAccountModal} forceEdit={modal.forceEdit} />
      </Suspense>
    </Modal>
  );
}

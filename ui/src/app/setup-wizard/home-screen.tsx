import { HomePage } from '../../features/home/home-page';
import { SetupWelcomeDialog } from './setup-welcome-dialog';

/** The property's home, with the setup wizard's welcome dialog while the setup is not done. */
export function HomeScreen() {
  return (
    <>
      <HomePage />
      <SetupWelcomeDialog />
    </>
  );
}

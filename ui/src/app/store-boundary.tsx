import { Outlet } from 'react-router';
import { Provider as ReduxProvider } from 'react-redux';
import { LoadingBar } from '../components/loading-bar';
import { getAppStore } from './store-api';

/**
 * The pages that read the API (every page but the login page): the app's store (Redux with
 * RTK Query), loaded with the first of them, and the loading bar of its calls.
 */
export function StoreBoundary() {
  return (
    <ReduxProvider store={getAppStore()}>
      <LoadingBar />
      <Outlet />
    </ReduxProvider>
  );
}

/** What the app shell takes from accounts besides screens (docs/architecture.md#layers). */
export { AuthProvider } from './auth-context';

/** What the app shell may use from live shows; pages are loaded lazily by path in app/routes.tsx. */
export { LiveTabPanel } from './components/live-shows-panel';

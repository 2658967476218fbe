/** What the app uses from discovery: the home tab panel (the listing grid is in components/, stored likes in lib/likes). */
export { HomeTrendingPanel } from './components/home-trending-panel';

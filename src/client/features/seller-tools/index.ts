/** What the app shell uses from seller tools: the home tab panel (the page is loaded by the route table). */
export { SellerToolsPanel } from './seller-tools-panel';

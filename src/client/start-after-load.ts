/**
 * The only script a server-rendered page (decision 020) loads up front. The page is whole without
 * scripts: its links work and its photos show. So the app's scripts start once the page has loaded,
 * and on a slow phone they never compete with the stylesheet and the photos for the connection; then
 * the app hydrates what is already on screen. The server names the app's entry and the page's chunks
 * on this script's tag (src/server/http/scripts-after-load.ts).
 */
function startApp(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
  if (!tag?.dataset.app) return;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = tag.dataset.app;
  document.head.append(app);
}

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });

import { useEffect } from 'react';

const SITE = 'Rethread';

/** Sets the tab title and the meta description for the page being shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} · ${SITE}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}

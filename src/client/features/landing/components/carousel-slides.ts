import { Camera, Footprints, Radio, Shirt, ShoppingBag, type LucideIcon } from 'lucide-react';

export type Slide = { title: string; caption: string; icon: LucideIcon; gradient: string };

/** Drawn with gradients and icons: no external images, nothing to fail to load. */
export const SLIDES: Slide[] = [
  {
    title: 'Vintage denim',
    caption: 'Jackets and jeans with a story, up to 70% off retail',
    icon: Shirt,
    gradient: 'from-teal-600 via-teal-500 to-cyan-400',
  },
  {
    title: 'Sneakers & streetwear',
    caption: 'Rare pairs and everyday favourites from real closets',
    icon: Footprints,
    gradient: 'from-slate-800 via-slate-700 to-teal-600',
  },
  {
    title: 'Bags & accessories',
    caption: 'Designer finds checked by sellers you can follow',
    icon: ShoppingBag,
    gradient: 'from-rose-500 via-orange-400 to-amber-300',
  },
  {
    title: 'Live shopping',
    caption: 'Join live shows and ask sellers questions in real time',
    icon: Radio,
    gradient: 'from-indigo-600 via-violet-500 to-fuchsia-400',
  },
  {
    title: 'Sell in minutes',
    caption: 'Snap a photo, set a price, keep 92% of sales over $15',
    icon: Camera,
    gradient: 'from-emerald-600 via-teal-500 to-sky-400',
  },
];

import type { Garment } from './garment-art.js';

/** The demo marketplace's items: varied sellers, categories, sizes, colours, brands and prices. */
export type DemoListing = {
  seller: 'anna_vintage' | 'marcus_kicks' | 'priya_closet' | 'leo_threads';
  garment: Garment;
  title: string;
  description: string;
  dollars: number;
  category: string;
  gender: 'Men' | 'Women' | 'Teen' | 'Child';
  size: string;
  color: string;
  brand: string;
  condition: 'Used' | 'New with Tags';
  tags: string[];
  photos: 1 | 2 | 3 | 4;
  daysAgo: number;
  state?: 'inactive' | 'sold';
};

type Row = [
  DemoListing['seller'],
  Garment,
  string,
  string,
  number,
  string,
  DemoListing['gender'],
  string,
  string,
  string,
  DemoListing['condition'],
  string,
  DemoListing['photos'],
  number,
  DemoListing['state']?,
];

// prettier-ignore
const ROWS: Row[] = [
  ['anna_vintage', 'jeans', "Levi's 501 vintage straight jeans, W30 L32", 'Faded indigo 501s from the late 90s, button fly, no rips or stains. Measured flat: waist 15", inseam 32".', 58, 'Bottoms', 'Women', 'W30 L32', 'Blue', "Levi's", 'Used', 'vintage,90s,denim', 4, 1],
  ['anna_vintage', 'jacket', 'Carhartt Detroit jacket, brown duck canvas', 'Blanket-lined Detroit jacket with corduroy collar. Lovely worn-in fade, all zips work.', 145, 'Jackets', 'Men', 'L', 'Brown', 'Carhartt', 'Used', 'workwear,vintage,canvas', 3, 2],
  ['anna_vintage', 'jacket', 'The North Face Nuptse 1996 puffer, black', '700-fill retro Nuptse, lofty and clean. Packable hood tucked in the collar.', 189, 'Jackets', 'Women', 'M', 'Black', 'The North Face', 'Used', 'puffer,90s,outdoor', 3, 3],
  ['anna_vintage', 'jeans', "Levi's 550 relaxed mom jeans, light wash", 'High rise, tapered leg, the perfect light stonewash. Tiny mark on the back pocket (pictured).', 42, 'Bottoms', 'Women', 'W27', 'Blue', "Levi's", 'Used', 'mom jeans,90s,denim', 2, 5],
  ['anna_vintage', 'tshirt', 'Harley-Davidson 1994 rally tee, faded black', 'Single-stitch vintage tee, soft and thin in the best way. Small pinhole near the hem.', 65, 'Tops', 'Men', 'XL', 'Black', 'Harley-Davidson', 'Used', 'vintage tee,single stitch,biker', 2, 6],
  ['anna_vintage', 'jacket', "Levi's type III trucker jacket, mid wash", 'Classic trucker with pleated front. Fits true to size, great with everything.', 75, 'Jackets', 'Women', 'S', 'Blue', "Levi's", 'Used', 'denim jacket,classic', 3, 8],
  ['anna_vintage', 'jeans', 'Wrangler 13MWZ cowboy cut jeans, rigid dark', 'Barely worn rigid denim, still stiff and deep indigo. W32 L34.', 38, 'Bottoms', 'Men', 'W32 L34', 'Blue', 'Wrangler', 'Used', 'western,denim', 1, 10],
  ['anna_vintage', 'jacket', 'Patagonia Retro-X fleece vest, natural', 'Deep-pile fleece with the windproof barrier. Zero pilling.', 85, 'Jackets', 'Women', 'M', 'White', 'Patagonia', 'Used', 'fleece,outdoor,gorpcore', 2, 12],
  ['anna_vintage', 'hat', 'Kangol wool 504 flat cap, grey', 'Soft wool cap, classic 504 shape. Worn twice.', 28, 'Hats', 'Men', 'M', 'Gray', 'Kangol', 'Used', 'cap,wool', 1, 14],
  ['anna_vintage', 'jacket', 'Champion reverse weave crewneck, red', 'Heavy cotton reverse weave with side panels, 90s made in USA.', 55, 'Tops', 'Men', 'L', 'Red', 'Champion', 'Used', 'sweatshirt,90s,sportswear', 2, 16],
  ['anna_vintage', 'jeans', 'Lee Riders corduroy trousers, rust', 'Wide-wale cord, high waist, straight leg. Warm autumn colour.', 34, 'Bottoms', 'Women', '4', 'Orange', 'Lee', 'Used', 'corduroy,70s', 2, 19],
  ['anna_vintage', 'tshirt', 'Nirvana smiley tee, washed black', 'Bootleg-era print, heavily faded and cracked. Boxy fit.', 48, 'Tops', 'Women', 'L', 'Black', 'Gildan', 'Used', 'band tee,grunge,90s', 1, 22, 'sold'],
  ['anna_vintage', 'jacket', 'Barbour Beaufort waxed jacket, olive', 'Needs a re-wax but otherwise great: tartan lining clean, game pocket intact.', 120, 'Jackets', 'Men', 'XL', 'Green', 'Barbour', 'Used', 'waxed,british,countryside', 3, 25],
  ['anna_vintage', 'dress', 'Laura Ashley floral prairie dress', 'Cotton midi dress with lace collar, 80s. A real cottagecore piece.', 64, 'Dresses', 'Women', 'S', 'Pink', 'Laura Ashley', 'Used', 'floral,prairie,vintage', 2, 28, 'inactive'],
  ['anna_vintage', 'tshirt', 'Stussy 8-ball tee, white', 'Bright white, print crisp, washed cold only.', 36, 'Tops', 'Teen', 'S', 'White', 'Stussy', 'Used', 'streetwear,graphic tee', 1, 29],

  ['marcus_kicks', 'sneaker', 'Nike Air Jordan 1 Retro High OG "Chicago", US 10', 'Worn a handful of times, creasing minimal, with original box and laces.', 420, 'Shoes', 'Men', 'US 10', 'Red', 'Nike', 'Used', 'jordan,sneakers,grail', 4, 0],
  ['marcus_kicks', 'sneaker', 'Adidas Samba OG, white / green, US 9', 'Deadstock, never worn, tags on. The classic gum sole.', 110, 'Shoes', 'Men', 'US 9', 'White', 'Adidas', 'New with Tags', 'samba,terrace,sneakers', 3, 1],
  ['marcus_kicks', 'sneaker', 'New Balance 990v5 grey, US 11', 'Made in USA 990s. Clean uppers, light sole wear.', 95, 'Shoes', 'Men', 'US 11', 'Gray', 'New Balance', 'Used', 'dad shoe,made in usa', 3, 2],
  ['marcus_kicks', 'tshirt', 'Supreme box logo tee, white', 'FW19 box logo, authentic with receipt photo. Worn once.', 160, 'Tops', 'Men', 'M', 'White', 'Supreme', 'Used', 'streetwear,box logo,hype', 2, 3],
  ['marcus_kicks', 'jacket', 'Stone Island garment-dyed overshirt, navy', 'Cotton canvas overshirt with the badge. Fits slightly oversized.', 230, 'Jackets', 'Men', 'L', 'Blue', 'Stone Island', 'Used', 'designer,overshirt', 3, 4],
  ['marcus_kicks', 'sneaker', 'Nike Dunk Low "Panda", US 8.5', 'Lightly worn, no toe crease. Box included.', 90, 'Shoes', 'Women', 'US 8.5', 'Black', 'Nike', 'Used', 'dunk,panda,sneakers', 2, 5],
  ['marcus_kicks', 'hat', 'New Era 59FIFTY Yankees fitted, navy', 'Fitted 7 3/8, sticker still on the brim.', 30, 'Hats', 'Men', '7 3/8', 'Blue', 'New Era', 'New with Tags', 'fitted,baseball cap', 1, 6],
  ['marcus_kicks', 'bag', 'Louis Vuitton Keepall 45, monogram', 'Authentic, date code pictured. Corners show light wear, zip smooth.', 450, 'Bags', 'Men', 'One Size', 'Brown', 'Louis Vuitton', 'Used', 'designer,weekender,luxury', 4, 7],
  ['marcus_kicks', 'jacket', 'Arc\'teryx Beta LT shell, black', 'Gore-Tex shell, seams taped and intact, no delamination.', 260, 'Jackets', 'Men', 'M', 'Black', "Arc'teryx", 'Used', 'gorpcore,gore-tex,outdoor', 3, 9],
  ['marcus_kicks', 'sneaker', 'Converse Chuck 70 high, parchment, US 7', 'Barely worn Chuck 70s, cream colourway.', 45, 'Shoes', 'Teen', 'US 7', 'White', 'Converse', 'Used', 'chucks,canvas', 2, 11],
  ['marcus_kicks', 'tshirt', 'Palace tri-ferg tee, orange', 'Bright orange, big tri-ferg print, no cracking.', 55, 'Tops', 'Men', 'L', 'Orange', 'Palace', 'Used', 'streetwear,skate', 1, 13],
  ['marcus_kicks', 'bag', 'Carhartt WIP Essentials bag, black', 'Small cross-body, perfect for keys and phone.', 26, 'Accessories', 'Men', 'One Size', 'Black', 'Carhartt', 'Used', 'crossbody,utility', 1, 15],
  ['marcus_kicks', 'sneaker', 'Yeezy Boost 350 V2 "Zebra", US 10.5', 'Authentic, verified. Sole yellowing minimal. No box.', 210, 'Shoes', 'Men', 'US 10.5', 'White', 'Adidas', 'Used', 'yeezy,sneakers', 3, 18, 'sold'],
  ['marcus_kicks', 'watch', 'Casio G-Shock DW-5600, black', 'The original square G-Shock. New battery fitted last month.', 48, 'Watches', 'Men', 'One Size', 'Black', 'Casio', 'Used', 'g-shock,digital', 2, 21],
  ['marcus_kicks', 'jacket', 'Nike ACG fleece half-zip, purple', 'Polartec fleece, vibrant colour, super warm.', 70, 'Tops', 'Men', 'XL', 'Purple', 'Nike', 'Used', 'acg,fleece', 2, 24],
  ['marcus_kicks', 'sneaker', 'Vans Old Skool, checkerboard, US 6', 'Kids size, worn for one season.', 18, 'Shoes', 'Child', 'US 6', 'Multi-Color', 'Vans', 'Used', 'skate,kids', 1, 27, 'inactive'],

  ['priya_closet', 'dress', 'Reformation Juliette midi dress, red floral', 'Bias-cut midi with tie back. Worn to one wedding.', 128, 'Dresses', 'Women', '4', 'Red', 'Reformation', 'Used', 'wedding guest,floral,midi', 4, 0],
  ['priya_closet', 'bag', 'Coach Tabby 26 shoulder bag, chalk', 'Glovetanned leather, both straps included. Dust bag included.', 210, 'Bags', 'Women', 'One Size', 'White', 'Coach', 'Used', 'shoulder bag,leather', 4, 2],
  ['priya_closet', 'dress', 'Zara satin slip dress, champagne', 'Bias slip dress, adjustable straps. New with tags.', 32, 'Dresses', 'Women', 'XS', 'Gold', 'Zara', 'New with Tags', 'slip dress,satin,party', 2, 3],
  ['priya_closet', 'watch', 'Mejuri bold hoops, gold vermeil', 'Chunky everyday hoops, come with the pouch.', 48, 'Jewelry', 'Women', 'One Size', 'Gold', 'Mejuri', 'Used', 'hoops,gold,everyday', 2, 4],
  ['priya_closet', 'bag', 'Kate Spade tote, blush pink', 'Roomy saffiano tote, fits a laptop. Clean interior.', 68, 'Bags', 'Women', 'One Size', 'Pink', 'Kate Spade', 'Used', 'tote,work bag', 3, 6],
  ['priya_closet', 'dress', 'Free People maxi dress, boho print', 'Flowy maxi with smocked bodice, perfect for summer.', 54, 'Dresses', 'Women', 'M', 'Multi-Color', 'Free People', 'Used', 'boho,maxi,summer', 3, 7],
  ['priya_closet', 'tshirt', 'Aritzia Babaton contour bodysuit, black', 'Sculpting bodysuit, square neck. Worn twice.', 30, 'Tops', 'Women', 'S', 'Black', 'Aritzia', 'Used', 'bodysuit,basics', 1, 9],
  ['priya_closet', 'watch', 'Pandora Moments bracelet with 4 charms, silver', 'Sterling silver snake chain, charms included.', 75, 'Jewelry', 'Women', 'One Size', 'Silver', 'Pandora', 'Used', 'charm bracelet,silver', 2, 10],
  ['priya_closet', 'jacket', 'Mango wool-blend coat, camel', 'Long tailored coat, single breasted. Dry cleaned.', 85, 'Jackets', 'Women', 'M', 'Brown', 'Mango', 'Used', 'coat,camel,tailored', 3, 12],
  ['priya_closet', 'bag', 'Michael Kors Jet Set crossbody, black', 'Saffiano leather, gold hardware, adjustable strap.', 59, 'Bags', 'Women', 'One Size', 'Black', 'Michael Kors', 'Used', 'crossbody,everyday', 2, 14],
  ['priya_closet', 'dress', 'H&M knit sweater dress, cream', 'Cosy ribbed knit midi, no pilling.', 22, 'Dresses', 'Women', 'L', 'White', 'H&M', 'Used', 'knit,sweater dress,winter', 1, 17],
  ['priya_closet', 'sneaker', 'Dr. Martens 1460 boots, cherry red, US 7', 'Broken in and comfy, smooth leather polished. UK 5 on the label.', 80, 'Shoes', 'Women', 'US 7', 'Red', 'Dr. Martens', 'Used', 'boots,docs,grunge', 3, 20],
  ['priya_closet', 'hat', 'Lack of Color wool fedora, black', 'Structured wool fedora, size M. Like new.', 45, 'Hats', 'Women', 'M', 'Black', 'Lack of Color', 'Used', 'fedora,wool', 1, 23],
  ['priya_closet', 'dress', 'Self-Portrait lace mini dress, white', 'Guipure lace with scalloped hem, worn once for a party.', 175, 'Dresses', 'Women', '6', 'White', 'Self-Portrait', 'Used', 'lace,party,designer', 3, 26, 'sold'],
  ['priya_closet', 'tshirt', 'Girls sequin tee, pink', 'Flip-sequin unicorn tee, age 8–9.', 8, 'Tops', 'Child', 'XS', 'Pink', 'Gap', 'Used', 'kids,sequin', 1, 28, 'inactive'],

  ['leo_threads', 'jacket', 'COS wool overshirt, charcoal', 'Boxy wool overshirt, great as a light jacket. Smoke-free home.', 65, 'Jackets', 'Men', 'M', 'Gray', 'COS', 'Used', 'minimal,wool,overshirt', 3, 0],
  ['leo_threads', 'tshirt', 'Uniqlo U crew neck tee, 3-pack, white', 'Heavyweight cotton tees, each worn a couple of times.', 18, 'Tops', 'Men', 'L', 'White', 'Uniqlo', 'Used', 'basics,essentials', 1, 1],
  ['leo_threads', 'jeans', 'A.P.C. Petit Standard raw denim, W31', 'Six months of wear, fading nicely at the whiskers. Never washed.', 95, 'Bottoms', 'Men', 'W31', 'Blue', 'A.P.C.', 'Used', 'raw denim,selvedge,minimal', 3, 2],
  ['leo_threads', 'sneaker', 'Common Projects Achilles Low, white, EU 43', 'Leather in great shape, soles have plenty of life left.', 180, 'Shoes', 'Men', 'EU 43', 'White', 'Common Projects', 'Used', 'minimal sneakers,leather', 3, 4],
  ['leo_threads', 'jacket', 'Everlane cashmere crew, navy', 'Grade-A cashmere, hand washed, no holes.', 60, 'Tops', 'Men', 'M', 'Blue', 'Everlane', 'Used', 'cashmere,knit,sweater', 2, 5],
  ['leo_threads', 'watch', 'Seiko 5 Sports automatic, black dial', 'SRPD55, keeps good time. Extra NATO strap included.', 150, 'Watches', 'Men', 'One Size', 'Black', 'Seiko', 'Used', 'automatic,field watch', 3, 7],
  ['leo_threads', 'jeans', 'Dockers slim chinos, khaki, W32', 'Stretch cotton chino pants, barely worn.', 20, 'Bottoms', 'Men', 'W32', 'Brown', 'Dockers', 'Used', 'chinos,pants,workwear', 1, 8],
  ['leo_threads', 'bag', 'Bellroy Classic backpack, slate', 'Laptop sleeve, water-resistant fabric. Daily commuter.', 72, 'Bags', 'Men', 'One Size', 'Gray', 'Bellroy', 'Used', 'backpack,commute', 2, 11],
  ['leo_threads', 'jacket', 'Suitsupply Havana linen blazer, sand', 'Unstructured linen blazer, perfect for summer weddings.', 110, 'Jackets', 'Men', 'L', 'Yellow', 'Suitsupply', 'Used', 'blazer,linen,tailoring', 3, 13],
  ['leo_threads', 'tshirt', 'Sunspel Riviera polo, navy', 'Cotton mesh polo, classic fit.', 40, 'Tops', 'Men', 'S', 'Blue', 'Sunspel', 'Used', 'polo,summer', 1, 16],
  ['leo_threads', 'hat', 'Patagonia wool beanie, green', 'Recycled wool beanie, never worn.', 15, 'Hats', 'Men', 'One Size', 'Green', 'Patagonia', 'New with Tags', 'beanie,winter', 1, 18],
  ['leo_threads', 'sneaker', 'Clarks Wallabee, beeswax leather, US 10', 'Crepe soles in good shape, leather conditioned. UK 9 on the label.', 70, 'Shoes', 'Men', 'US 10', 'Brown', 'Clarks', 'Used', 'wallabee,moccasin', 2, 20],
  ['leo_threads', 'jacket', 'Norse Projects parka, black', 'Gore-Tex insulated parka, warm and minimal.', 240, 'Jackets', 'Men', 'XL', 'Black', 'Norse Projects', 'Used', 'parka,winter,minimal', 4, 24],
  ['leo_threads', 'tshirt', 'Teen basketball jersey, purple', 'Mesh jersey, age 14–15, worn for one season.', 6, 'Tops', 'Teen', 'S', 'Purple', 'Champion', 'Used', 'sportswear,jersey', 1, 27],
  ['leo_threads', 'watch', 'Timex Marlin hand-wound, silver', 'Reissue of the 1960s Marlin, box and papers.', 130, 'Watches', 'Men', 'One Size', 'Silver', 'Timex', 'Used', 'mechanical,dress watch', 2, 29, 'inactive'],
];

export const DEMO_LISTINGS: DemoListing[] = ROWS.map(
  ([
    seller,
    garment,
    title,
    description,
    dollars,
    category,
    gender,
    size,
    color,
    brand,
    condition,
    tags,
    photos,
    daysAgo,
    state,
  ]) => ({
    seller,
    garment,
    title,
    description,
    dollars,
    category,
    gender,
    size,
    color,
    brand,
    condition,
    tags: tags.split(','),
    photos,
    daysAgo,
    state,
  }),
);

/** What the demo buyer asks and how each seller answers: a realistic Questions & Comments thread. */
export const DEMO_QUESTIONS: { titleStartsWith: string; question: string; answer: string }[] = [
  {
    titleStartsWith: "Levi's 501",
    question: 'Would these fit a 29 waist? I usually wear a 29 in 501s.',
    answer:
      'They are a 30 and run true to size, so on a 29 they will sit a little relaxed. Waist is 15" flat.',
  },
  {
    titleStartsWith: 'Nike Air Jordan 1',
    question: 'Do these run big? I am a 9.5 in most Nikes.',
    answer: 'True to size for me. If you are a 9.5 in Nike I would size up to these 10s.',
  },
  {
    titleStartsWith: 'Reformation Juliette',
    question: 'What is the length on this? I am 5\'4".',
    answer: 'It hits mid-calf on me and I am 5\'5", so it should be just below that on you.',
  },
  {
    titleStartsWith: 'COS wool overshirt',
    question: 'How boxy is the fit? Between M and L usually.',
    answer: 'Quite boxy: pit to pit is 23". If you are between sizes the M will be relaxed.',
  },
  {
    titleStartsWith: 'Coach Tabby',
    question: 'Does it fit a phone and a small wallet?',
    answer: 'Yes, easily, plus keys and sunglasses.',
  },
  {
    titleStartsWith: 'Carhartt Detroit',
    question: 'Is the lining intact? Any rips?',
    answer: 'Lining is complete, no rips. Just a bit of fading on the cuffs.',
  },
  {
    titleStartsWith: 'Adidas Samba',
    question: 'Would you ship these with the box?',
    answer: 'Yes, they go in the original box, double boxed.',
  },
  {
    titleStartsWith: 'Seiko 5 Sports',
    question: 'What is the lug-to-lug? My wrist is 6.5".',
    answer: '46 mm lug to lug, it wears nicely on a 6.5" wrist.',
  },
];

/**
 * Per-route SEO for the server-rendered shell of the SPA: crawlers and link previews read the
 * <head> before any JavaScript runs, so each public route of SPEC §2 gets its own title,
 * description, canonical URL and Open Graph / Twitter tags injected into index.html.
 */

export const SITE_NAME = 'Indo-US Pageant Alliance';

export interface RouteSeo {
  /** Page title without the site name; the tag reads `${title} · ${SITE_NAME}`. */
  title: string;
  /** At most 160 characters. */
  description: string;
  /** Kept out of search results (payment interstitials, personal forms). */
  noindex?: boolean;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
}

const GENERIC: Omit<RouteSeo, 'sitemap'> = {
  title: 'Season 10',
  description: 'Indo-US Pageant Alliance: Miss and Mrs pageants empowering women. Register for Season 10, with the grand finale in Mumbai.',
};

/** SPEC §2 public routes with fixed copy. /contestants/vote/:id is per contestant (contestantPageSeo). */
export const PUBLIC_ROUTES: Readonly<Record<string, RouteSeo>> = {
  '/': {
    title: 'Season 10',
    description:
      'Miss and Mrs pageants that celebrate confident, purposeful women across India and the US. Season 10 is open, with the grand finale in Mumbai.',
    sitemap: true,
  },
  '/registration': {
    title: 'Register with us',
    description:
      'Register for Season 10 of the Indo-US Pageant Alliance: fill in a short form, pay the fee securely and begin your journey to the Mumbai finale.',
    sitemap: true,
  },
  '/success': {
    title: 'Payment successful',
    description: 'Your registration payment went through. We are taking you to the next step of your Season 10 application.',
    noindex: true,
    sitemap: false,
  },
  '/failure': {
    title: 'Payment failed',
    description: 'Your payment could not be processed. You can retry your Season 10 registration or contact our support team.',
    noindex: true,
    sitemap: false,
  },
  '/confirmdetail': {
    title: 'Your details',
    description: 'Complete your Season 10 contestant profile: address, measurements and three photographs for our selection panel.',
    noindex: true,
    sitemap: false,
  },
  '/behindthescene': {
    title: 'Behind the Scene',
    description: 'Meet the visionaries, directors and core team who mentor, groom and champion every Indo-US Pageant Alliance contestant.',
    sitemap: true,
  },
  '/awards': {
    title: 'Asia Excellence Award',
    description:
      'The Asia Excellence Award honours entrepreneurs and changemakers across Asia. Discover the categories, past highlights and the awards night.',
    sitemap: true,
  },
  '/aboutus': {
    title: 'About Us',
    description:
      'Our story, our mission and the women we crown: how the Indo-US Pageant Alliance builds confidence, grace and purpose on and off the stage.',
    sitemap: true,
  },
  '/competitions': {
    title: 'Competition',
    description:
      'Rounds, rules and the road to the Season 10 grand finale in Mumbai: everything Miss and Mrs contestants need to know about the competition.',
    sitemap: true,
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description:
      'Answers to what contestants ask us most: the registration fee, eligibility, grooming week in Mumbai, CSR fundraising and the grand finale.',
    sitemap: true,
  },
  '/privacypolicy': {
    title: 'Privacy Policy',
    description: 'How the Indo-US Pageant Alliance collects, uses and protects the personal data of contestants, voters and donors.',
    sitemap: true,
  },
  '/pressandmediacredentials': {
    title: 'Season 9 Highlights',
    description:
      'Season 9 in pictures and film: press coverage, the image gallery, fashion shoots, magazine covers and videos from the Mumbai finale.',
    sitemap: true,
  },
  '/charitablealliance': {
    title: 'Charitable Alliance',
    description:
      'Beauty with purpose: every ₹50 feeds a child a warm meal. Give once or monthly and see the CSR work our contestants lead.',
    sitemap: true,
  },
  '/termsandconditions': {
    title: 'Terms & Conditions',
    description:
      'The terms for taking part in the Indo-US Pageant Alliance: eligibility, fees, refunds, conduct and the use of contestant images.',
    sitemap: true,
  },
  '/check-payment': {
    title: 'Check my payment',
    description:
      'Paid but your votes, registration or donation do not show? Enter the transaction ID and we ask the payment gateway at once.',
    sitemap: false,
  },
  '/contestants': {
    title: 'Contestants',
    description: 'Meet the Season 10 contestants and vote for your favourite. Every vote helps her on the road to the Mumbai grand finale.',
    sitemap: false,
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** `/FAQ/` → `/faq`; React Router matches case-insensitively and ignores a trailing slash. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export const isAdminPath = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);

/** A receipt is found by its transaction id; it is nobody's business in a search engine. */
const isReceiptPath = (pathname: string): boolean => /^\/receipt\//i.test(pathname);

/** Her campaign cockpit and its sign-in pages (issue #30): private to her. */
const isCockpitPath = (pathname: string): boolean => /^\/me(\/|$)/i.test(pathname);

/** The head of a page whose copy comes from data (a contestant's share page), found per request. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /contestants/vote/ID. */
  path: string;
  /** The page's own share image: absolute, or a path on this site (/uploads/...). */
  imageUrl?: string | null;
  imageAlt?: string;
  /** Pixel size and MIME type of imageUrl, so previews lay the card out before fetching it. */
  image?: ImageInfo;
}

export interface ImageInfo {
  width: number;
  height: number;
  type: string;
}

/** client/public/og-image.png, the card of the home and section pages (a server test checks the file). */
export const SITE_IMAGE: ImageInfo = { width: 1200, height: 630, type: 'image/png' };

/** Looks up the head for a path that PUBLIC_ROUTES cannot describe; null = the generic head. */
export type SeoResolver = (pathname: string) => Promise<PageSeo | null>;

export interface HeadOptions {
  /** External base URL without a trailing slash, e.g. https://example.org. */
  publicUrl: string;
  /** Absolute URL of the share image, if the site has one. */
  imageUrl?: string | null;
  /** A data-driven head that replaces the route's (see SeoResolver). */
  page?: PageSeo | null;
}

const CONTESTANT_PATH = /^\/contestants\/vote\/([^/]+)\/*$/i;

/** The id in /contestants/vote/:id (still URL-encoded as it arrived), or null for any other path. */
export function contestantIdOf(pathname: string): string | null {
  const m = CONTESTANT_PATH.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/** Longest meta description search engines and link previews show whole. */
const DESCRIPTION_MAX = 160;

/**
 * The share head of one contestant: her name in the title, her photo as the preview (SPEC §2: Season 10).
 * `imageUrl` is the picture previews show: her share card when the caller has one (with `image`), else her photo.
 */
export function contestantPageSeo(c: { id: string; name: string; imageUrl: string }, image?: ImageInfo): PageSeo {
  const full = `Vote for ${c.name} in Season 10 of the ${SITE_NAME}. Every vote helps her on the road to the Mumbai grand finale.`;
  return {
    title: `Vote for ${c.name}`,
    // Search results and previews cut longer descriptions mid-word; a long name shortens the tail instead.
    description: full.length <= DESCRIPTION_MAX ? full : `${full.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`,
    path: `/contestants/vote/${encodeURIComponent(c.id)}`,
    imageUrl: c.imageUrl || null,
    imageAlt: c.name,
    image,
  };
}

/** A stored image URL made absolute for crawlers; anything but http(s) or a site path is dropped. */
function absoluteUrl(base: string, url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : null;
}

/** The head tags for one request path. */
export function headTags(pathname: string, opts: HeadOptions): string {
  const base = opts.publicUrl.replace(/\/+$/, '');
  const key = normalisePath(pathname);
  const admin = isAdminPath(key);
  const route = admin || opts.page ? undefined : PUBLIC_ROUTES[key];
  const seo = opts.page ?? route ?? (admin ? { ...GENERIC, title: 'Admin' } : GENERIC);
  const title = `${seo.title} · ${SITE_NAME}`;
  const url = opts.page ? `${base}${opts.page.path}` : route ? `${base}${key === '/' ? '/' : key}` : null;
  const noindex = admin || route?.noindex === true || isReceiptPath(key) || isCockpitPath(key);
  const pageImage = absoluteUrl(base, opts.page?.imageUrl);
  const imageUrl = pageImage ?? opts.imageUrl ?? null;
  const imageAlt = pageImage ? opts.page?.imageAlt : undefined;
  const image = pageImage ? opts.page?.image : imageUrl ? SITE_IMAGE : undefined;

  const meta = (attr: 'name' | 'property', name: string, content: string) => `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', seo.description),
    noindex ? meta('name', 'robots', 'noindex') : null,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', seo.description),
    url ? meta('property', 'og:url', url) : null,
    imageUrl ? meta('property', 'og:image', imageUrl) : null,
    image ? meta('property', 'og:image:width', String(image.width)) : null,
    image ? meta('property', 'og:image:height', String(image.height)) : null,
    image ? meta('property', 'og:image:type', image.type) : null,
    imageAlt ? meta('property', 'og:image:alt', imageAlt) : null,
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', seo.description),
    imageUrl ? meta('name', 'twitter:image', imageUrl) : null,
    imageAlt ? meta('name', 'twitter:image:alt', imageAlt) : null,
  ];
  return tags.filter((t): t is string => t !== null).join('\n    ');
}

/** Tags this module owns; any copy already in index.html is removed before injecting. */
const OWNED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name\s*=\s*["'](?:description|robots|twitter:[\w:]+)["'][^>]*>\s*/gi,
  /<meta\s[^>]*property\s*=\s*["']og:[\w:]+["'][^>]*>\s*/gi,
  /<link\s[^>]*rel\s*=\s*["']canonical["'][^>]*>\s*/gi,
];

/** index.html with the head tags for `pathname` injected (the existing <title> and description replaced). */
export function injectSeo(html: string, pathname: string, opts: HeadOptions): string {
  let out = html;
  for (const re of OWNED) out = out.replace(re, '');
  const tags = headTags(pathname, opts);
  const close = out.search(/<\/head>/i);
  if (close === -1) return `${tags}\n${out}`;
  return `${out.slice(0, close)}  ${tags}\n  ${out.slice(close)}`;
}

/** Where shareCardPath (modules/candidates/share-card.ts) puts a contestant's share card. */
const SHARE_CARDS = '/api/candidates/share-card/';

/**
 * The API stays out of search results, except the share cards: X, Facebook and LinkedIn fetch a
 * link's og:image only if robots.txt allows it. The longer, more specific rule wins (RFC 9309),
 * whatever the order; the Allow goes first for crawlers that take the first match.
 */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', `Allow: ${SHARE_CARDS}`, 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${base}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function sitemapXml(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = Object.entries(PUBLIC_ROUTES)
    .filter(([, r]) => r.sitemap)
    .map(([p]) => `  <url><loc>${escapeHtml(`${base}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

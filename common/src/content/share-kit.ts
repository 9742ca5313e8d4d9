import { z } from 'zod';
import { SEASON, type Category } from '../constants';
import type { KitItem, KitKind, KitMessage } from './cockpit';

/**
 * Her share kit (issue #30, GET /api/me/kit): what each file is and the copy-ready messages, here once
 * for the server that renders them and the page that offers them.
 */

export const KIT_KINDS = ['card', 'story', 'square', 'poster-png', 'poster-pdf'] as const satisfies readonly KitKind[];

export interface KitFile extends Omit<KitItem, 'kind' | 'url'> {
  /** The download's file name ends with it: `asha-rao-story.jpg`. */
  ext: 'jpg' | 'png' | 'pdf';
}

/** Story and square are JPEG: they are photos, sent from a phone, and a tenth of the PNG's size. */
export const KIT_FILES: Record<KitKind, KitFile> = {
  card: { label: 'Share card for links', width: 1200, height: 630, contentType: 'image/jpeg', ext: 'jpg' },
  story: { label: 'Story (WhatsApp, Instagram)', width: 1080, height: 1920, contentType: 'image/jpeg', ext: 'jpg' },
  square: { label: 'Square post', width: 1080, height: 1080, contentType: 'image/jpeg', ext: 'jpg' },
  // A4 at 150 dpi: sharp enough to print, small enough to send.
  'poster-png': { label: 'Poster with QR code (A4, PNG)', width: 1240, height: 1754, contentType: 'image/png', ext: 'png' },
  'poster-pdf': { label: 'Poster with QR code (A4, PDF)', width: 1240, height: 1754, contentType: 'application/pdf', ext: 'pdf' },
};

export const KIT_MSG = {
  notReady: 'Your share kit is ready once you are on the voting page.',
  kindUnknown: 'There is no such file in your share kit.',
} as const;

export const kitKindSchema = z.enum(KIT_KINDS, { error: KIT_MSG.kindUnknown });

/** A download's file name: her name in ASCII lower case ("Meera Iyer" -> meera-iyer-story.jpg). */
export function kitFileName(name: string, kind: KitKind): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const stem = kind === 'poster-png' || kind === 'poster-pdf' ? 'poster' : kind;
  return `${slug || 'contestant'}-${stem}.${KIT_FILES[kind].ext}`;
}

const PAGEANT = 'Indo-US Pageant Alliance';
const HINDI_CATEGORY: Record<Category, string> = { Miss: 'मिस', Mrs: 'मिसेज़' };

/**
 * The messages she copies into WhatsApp and Instagram, in English and Hindi. `voteLink` gives the link
 * per channel, so a vote through each one is counted for it.
 */
export function shareKitMessages(
  name: string,
  category: Category | null,
  voteLink: (channel: KitMessage['channel']) => string,
): KitMessage[] {
  const wa = voteLink('whatsapp');
  const ig = voteLink('instagram');
  const en = category ? `a ${category} contestant in the ${PAGEANT} Season ${SEASON}` : `a contestant in the ${PAGEANT} Season ${SEASON}`;
  const hi = category
    ? `${PAGEANT} सीज़न ${SEASON} में ${HINDI_CATEGORY[category]} श्रेणी की प्रतियोगी`
    : `${PAGEANT} सीज़न ${SEASON} की प्रतियोगी`;
  return [
    {
      channel: 'whatsapp',
      lang: 'en',
      text: `Hi! I'm ${name}, ${en}. Every vote brings me closer to the crown. Please vote for me here: ${wa}\nAnd please forward this to your friends and family. Thank you! 🙏`,
    },
    {
      channel: 'whatsapp',
      lang: 'hi',
      text: `नमस्ते! मैं ${name} हूँ, ${hi}। आपका हर वोट मुझे ताज के और क़रीब लाता है। कृपया यहाँ मुझे वोट करें: ${wa}\nइसे अपने दोस्तों और परिवार को भी भेजें। धन्यवाद! 🙏`,
    },
    {
      channel: 'instagram',
      lang: 'en',
      text: `👑 I'm ${name}, ${en}! Your vote can help me win the crown. Vote for me: ${ig}\n✨ Share this post and tag a friend who will vote too.\n#IndoUSPageant #Season${SEASON} #VoteForMe`,
    },
    {
      channel: 'instagram',
      lang: 'hi',
      text: `👑 मैं ${name} हूँ, ${hi}! आपका वोट मुझे ताज जिताने में मदद कर सकता है। मुझे यहाँ वोट करें: ${ig}\n✨ इस पोस्ट को शेयर करें और उस दोस्त को टैग करें जो वोट करेगा।\n#IndoUSPageant #Season${SEASON} #VoteForMe`,
    },
  ];
}

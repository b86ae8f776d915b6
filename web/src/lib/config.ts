/** Hotline and support number (spec §1, §9). */
export const HOTLINE = '16758';

/** The second number shown in the mobile menu. */
export const SECOND_PHONE = '01958-016758';

/**
 * WHATSAPP is the sales desk's WhatsApp number in international form (the
 * second number, a mobile one: the hotline cannot take WhatsApp). A
 * placeholder like the other numbers until the business confirms it.
 */
export const WHATSAPP = '8801958016758';

/** whatsappLink opens a chat with the sales desk, the message filled in. */
export function whatsappLink(text: string): string {
  return `https://wa.me/${WHATSAPP}?text=${encodeURIComponent(text)}`;
}

export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/garihaat' },
  { key: 'youtube', href: 'https://www.youtube.com/@garihaat' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/garihaat' },
  { key: 'instagram', href: 'https://www.instagram.com/garihaat' },
] as const;

export type SocialKey = (typeof SOCIAL_LINKS)[number]['key'];

/** External page the careers page's Apply Now link opens. */
export const CAREERS_URL = 'https://www.linkedin.com/company/garihaat/jobs';

/**
 * contactEmail is the configured contact address. The server injects it into
 * index.html as <meta name="garihaat:email">; it is never hard-coded elsewhere.
 */
export function contactEmail(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="garihaat:email"]');
  return meta?.content.trim() ?? '';
}

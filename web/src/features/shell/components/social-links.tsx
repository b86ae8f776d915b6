import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS, type SocialKey } from '@/lib/config';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@/components/icons';

const ICONS: Record<SocialKey, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  linkedin: LinkedinIcon,
  instagram: InstagramIcon,
};

/** SocialLinks shows the four networks (spec §2). */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {SOCIAL_LINKS.map(({ key, href }) => {
        const Icon = ICONS[key];
        return (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`social.${key}`)}
              className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/15 sm:h-8 sm:w-8"
            >
              <Icon size={16} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

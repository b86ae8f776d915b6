import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { MailIcon, PhoneIcon } from '@/components/icons';
import { contactEmail, HOTLINE } from '@/lib/config';
import { toLocalDigits } from '@/lib/format';
import { pickName } from '@/lib/localized';
import { rememberVehicleType } from '@/lib/storage-keys';
import { useLanguage } from '@/lib/use-language';
import { useFootersData } from '../api/get-footers-data';
import { SocialLinks } from './social-links';

const COPYRIGHT_YEAR = 2025;

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-base font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-emerald-100 hover:text-white hover:underline';

/** Footer has the Products, Company and Brand lists, support phone, address and legal links. */
export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useFootersData();
  const email = contactEmail();

  return (
    <footer className="bg-emerald-950 pb-16 text-emerald-100 lg:pb-0">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
        <div className="col-span-2 space-y-3">
          <Logo inverted />
          <p className="max-w-sm text-sm">{t('footer.about')}</p>
          <a href={`tel:${HOTLINE}`} className="flex items-center gap-2 font-semibold text-white hover:underline">
            <PhoneIcon size={16} />
            {t('footer.support')}: {toLocalDigits(HOTLINE, lang)}
          </a>
          {email && (
            <a href={`mailto:${email}`} className="flex items-center gap-2 text-sm hover:underline">
              <MailIcon size={16} />
              {email}
            </a>
          )}
          <address className="text-sm not-italic">{t('footer.address')}</address>
          <SocialLinks className="text-white" />
        </div>
        <FooterList title={t('footer.products')}>
          {data?.types?.map((type) => (
            <li key={type.id}>
              <Link
                to={`/all-vehicles?vehicleType=${type.id}`}
                onClick={() => rememberVehicleType(type.id)}
                className={linkClass}
              >
                {pickName(type, lang)}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title={t('footer.company')}>
          <li>
            <Link to="/about" className={linkClass}>
              {t('footer.aboutUs')}
            </Link>
          </li>
          <li>
            <Link to="/help" className={linkClass}>
              {t('footer.faq')}
            </Link>
          </li>
          <li>
            <Link to="/careers" className={linkClass}>
              {t('footer.careers')}
            </Link>
          </li>
        </FooterList>
        <FooterList title={t('footer.brand')}>
          {data?.brands?.map((b) => (
            <li key={b.id}>
              <Link to={`/vehicles/${b.brand_slug}`} state={{ vehicleBrandId: b.id }} className={linkClass}>
                {pickName(b, lang)}
              </Link>
            </li>
          ))}
        </FooterList>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm sm:flex-row">
          <p>{t('footer.copyright', { year: toLocalDigits(COPYRIGHT_YEAR, lang) })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

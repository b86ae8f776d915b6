import '@/locales/legal';
import { useTranslation } from 'react-i18next';
import { contactEmail, HOTLINE } from '@/lib/config';
import { useLanguage } from '@/lib/use-language';
import { Section, StaticPage } from '../components/static-page';

/** Date the policy text below was last changed (spec §2). */
export const PRIVACY_UPDATED = 'April 07, 2025';

/** PrivacyPolicyPage is English only (spec §2); under Bangla a short note says so. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  const email = contactEmail();
  return (
    <StaticPage
      title="Privacy Policy"
      lang="en"
      before={
        lang === 'bn' ? (
          <p lang="bn" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sky-950">
            {t('privacy.englishOnly')}
          </p>
        ) : null
      }
      lead={
        <>
          <p className="text-base text-slate-600" data-testid="privacy-updated">
            Last updated: {PRIVACY_UPDATED}
          </p>
          <p className="mt-3">
            This policy explains what information Garihaat collects when you use our website and services, how we use it, and
            the choices you have. Garihaat is operated from Dhaka, Bangladesh.
          </p>
        </>
      }
    >
      <Section
        heading="1. Information we collect"
        list={[
          'Your mobile phone number, which you give us to sign in and which we use to send you one-time codes by SMS.',
          'The profile details you choose to add: your name, your business or a description of yourself, and your address.',
          'The offers you send: the vehicle, the amount, whether you want to pay in cash or installments, and the phone number you give with the offer.',
          'The vehicles you save to your saved list.',
          'Technical information sent by your browser, such as your IP address, the type of device and browser, and the pages you request. We use it to keep the service secure, to limit abuse of sign-in codes and to fix problems.',
        ]}
      />
      <Section
        heading="2. How we use your information"
        list={[
          'To sign you in and keep your account secure.',
          'To show you your account, your offers, your purchases and your saved vehicles.',
          'To follow up on your offers, including calling you on the number you gave.',
          'To answer your questions when you contact our support team.',
          'To understand how the service is used and to improve it.',
          'To meet our legal obligations in Bangladesh.',
        ]}
      />
      <Section
        heading="3. Text messages"
        body={[
          'We send one-time sign-in codes by SMS through a text message provider. We send a code only when you ask for one, and we limit how often codes can be requested to protect your number from misuse. Never share your code with anyone, including people who say they work for Garihaat.',
        ]}
      />
      <Section
        heading="4. When we share information"
        body={[
          'We do not sell your personal information. We share it only when needed: with the dealer or seller of a vehicle you made an offer on, so they can respond to it; with service providers who work for us, such as our SMS provider and hosting provider, under obligations to protect it; and with authorities when the law requires it.',
        ]}
      />
      <Section
        heading="5. Information stored in your browser"
        body={[
          'To keep you signed in, your browser stores a sign-in token in local storage, together with your language choice. While you browse, session storage may remember the vehicle type you picked. We do not use advertising cookies.',
        ]}
      />
      <Section
        heading="6. How long we keep information"
        body={[
          'We keep your account information for as long as your account is open. Sign-in codes expire within minutes, and sign-in sessions end when you log out or after a period without use. Records of offers and purchases may be kept longer where the law requires it.',
        ]}
      />
      <Section
        heading="7. Security"
        body={[
          'We protect your information with encrypted connections, limited staff access and limits on sign-in attempts. No system is perfectly secure, so please keep your phone and codes safe and tell us at once if you notice anything unusual.',
        ]}
      />
      <Section
        heading="8. Your choices"
        body={[
          'You can see and change your name, business and address in your account at any time, and you can log out on any device. To ask for a copy of your information or for your account to be deleted, contact us using the details below.',
        ]}
      />
      <Section
        heading="9. Children's privacy"
        body={[
          'Garihaat is not directed to anyone under 13, and we do not knowingly collect personal information from anyone under 13. If you believe a child under 13 has given us information, please contact us and we will delete it.',
        ]}
      />
      <Section
        heading="10. Changes to this policy"
        body={[
          'We may update this policy from time to time. The date at the top shows when it last changed, and we will tell registered users about important changes.',
        ]}
      />
      <Section heading="11. Contact us">
        <p className="mt-2">
          Call our hotline{' '}
          <a href={`tel:${HOTLINE}`} className="font-medium text-emerald-800 underline underline-offset-4">
            {HOTLINE}
          </a>{' '}
          (Sunday to Thursday, 9 AM to 6 PM)
          {email ? (
            <>
              {' '}
              or write to{' '}
              <a href={`mailto:${email}`} className="break-all font-medium text-emerald-800 underline underline-offset-4">
                {email}
              </a>
            </>
          ) : null}
          . Garihaat, Dhaka, Bangladesh.
        </p>
      </Section>
    </StaticPage>
  );
}

import { expect, test } from './fixtures';
import { useEnglish } from './helpers';

test('the company pages in English', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Real-time bidding' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('trusted online marketplace');
  await expect(page.getByRole('main').getByRole('link', { name: '16758' }).first()).toHaveAttribute('href', 'tel:16758');
  await expect(page.getByRole('main')).toContainText('Sunday to Thursday, 9 AM to 6 PM');

  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  const apply = page.getByRole('link', { name: /Apply Now/ });
  await expect(apply).toHaveAttribute('href', /^https:\/\//);
  await expect(apply).toHaveAttribute('target', '_blank');

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(sections).toHaveCount(12);
  await expect(sections.first()).toHaveText('1. Acceptance of these terms');
  await expect(sections.last()).toHaveText('12. Governing law and contact');
  await expect(page.getByRole('main')).toContainText('at least 18 years old');
  await expect(page.getByRole('main')).toContainText('Registration is free');

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByTestId('privacy-updated')).toHaveText('Last updated: April 07, 2025');
  await expect(page.getByRole('main')).toContainText('not directed to anyone under 13');
});

test('the company pages in Bangla; the privacy policy stays English', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'শর্তাবলী' })).toBeVisible();
  const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^[০-৯]+\. / });
  await expect(sections).toHaveCount(12);
  await expect(sections.nth(1)).toHaveText('২. কারা গাড়িহাট ব্যবহার করতে পারবেন');
  await expect(page.getByRole('main')).toContainText('অন্তত ১৮ বছর');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('রবিবার থেকে বৃহস্পতিবার');

  await page.goto('/careers');
  await expect(page.getByRole('link', { name: /এখনই আবেদন করুন/ })).toHaveAttribute('target', '_blank');

  await page.goto('/privacy-policy');
  await expect(page.getByText('এই গোপনীয়তা নীতি শুধু ইংরেজিতে পাওয়া যায়।')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('privacy-updated')).toHaveText('Last updated: April 07, 2025');
});

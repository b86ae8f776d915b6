import type { AttachLabels } from '@/components/attached-photos';
import type { PhotoLabels } from '@/components/message-photos';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAdminT } from './use-admin-t';

// The shared photo components' words in the back office's namespace, with
// Bengali digits under Bangla.

export function useAdminAttachLabels(): AttachLabels {
  const { t } = useAdminT();
  const lang = useLanguage();
  const d = (s: string) => toLocalDigits(s, lang);
  return {
    attach: (count, max) => d(t('inbox.photos.attach', { count, max })),
    photo: (n) => d(t('inbox.photos.attached', { n })),
    remove: (n) => d(t('inbox.photos.remove', { n })),
    uploading: (n, percent) => d(t('inbox.photos.uploading', { n, percent })),
    failed: (n) => d(t('inbox.photos.failed', { n })),
    retry: t('inbox.photos.retry'),
    tooMany: d(t('inbox.photos.tooMany')),
  };
}

export function useAdminPhotoLabels(): PhotoLabels {
  const { t } = useAdminT();
  const lang = useLanguage();
  const d = (s: string) => toLocalDigits(s, lang);
  return {
    open: (n, total) => d(t('inbox.photos.open', { n, total })),
    photo: (n, total) => d(t('inbox.photos.photo', { n, total })),
    close: t('inbox.photos.close'),
    failed: t('inbox.photos.loadFailed'),
  };
}

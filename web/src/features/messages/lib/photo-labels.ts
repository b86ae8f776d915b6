import type { AttachLabels } from '@/components/attached-photos';
import type { PhotoLabels } from '@/components/message-photos';
import { toLocalDigits } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useMessagesT } from './i18n';

// The shared photo components' words, in the messages' namespace, with
// Bengali digits under Bangla.

export function useAttachLabels(): AttachLabels {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const d = (s: string) => toLocalDigits(s, lang);
  return {
    attach: (count, max) => d(t('photos.attach', { count, max })),
    photo: (n) => d(t('photos.attached', { n })),
    remove: (n) => d(t('photos.remove', { n })),
    uploading: (n, percent) => d(t('photos.uploading', { n, percent })),
    failed: (n) => d(t('photos.failed', { n })),
    retry: t('photos.retry'),
    tooMany: d(t('photos.tooMany')),
  };
}

export function usePhotoLabels(): PhotoLabels {
  const { t } = useMessagesT();
  const lang = useLanguage();
  const d = (s: string) => toLocalDigits(s, lang);
  return {
    open: (n, total) => d(t('photos.open', { n, total })),
    photo: (n, total) => d(t('photos.photo', { n, total })),
    close: t('photos.close'),
    failed: t('photos.loadFailed'),
  };
}

import type { Language } from './i18n';

/**
 * pick returns the Bangla text when Bangla is active and a translation
 * exists, otherwise the original.
 */
export function pick(original: string | null | undefined, bangla: string | null | undefined, lang: Language): string {
  if (lang === 'bn' && bangla && bangla.trim() !== '') return bangla;
  return original ?? '';
}

/** pickName is pick for the common {name, bn_translation:{name}} shape. */
export function pickName(item: { name: string; bn_translation?: { name?: string } | null }, lang: Language): string {
  return pick(item.name, item.bn_translation?.name, lang);
}

import { describe, expect, it } from 'vitest';
import { shareLinks, shareUrl } from './share';

describe('share', () => {
  it('names the page in the reader’s language, keeping its other parameters', () => {
    expect(shareUrl('https://garihaat.com.bd', '/vehicle-details/tata-ace-7', 'bn')).toBe('https://garihaat.com.bd/vehicle-details/tata-ace-7');
    expect(shareUrl('https://garihaat.com.bd', '/vehicle-details/tata-ace-7?down=30&lang=bn', 'en')).toBe(
      'https://garihaat.com.bd/vehicle-details/tata-ace-7?down=30&lang=en',
    );
    expect(shareUrl('https://garihaat.com.bd', '/compare?v=a,b&lang=en', 'bn')).toBe('https://garihaat.com.bd/compare?v=a%2Cb');
  });
  it('builds WhatsApp and Facebook links with the address escaped', () => {
    const l = shareLinks('https://g.bd/x?a=1&b=2', 'টাটা এস');
    expect(l.whatsapp).toBe('https://wa.me/?text=%E0%A6%9F%E0%A6%BE%E0%A6%9F%E0%A6%BE%20%E0%A6%8F%E0%A6%B8%20https%3A%2F%2Fg.bd%2Fx%3Fa%3D1%26b%3D2');
    expect(l.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fg.bd%2Fx%3Fa%3D1%26b%3D2');
  });
});

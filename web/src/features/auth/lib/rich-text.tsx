import { Fragment, type ReactNode } from 'react';

/**
 * richText renders a translated string with simple <tag>text</tag> markup,
 * each tag replaced by the matching render function. It does what
 * react-i18next's <Trans> does for our two sentences without its parser
 * (≈4 KB) in the sign-in chunk. Unknown tags are shown as plain text.
 */
export function richText(text: string, tags: Record<string, (inner: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const re = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(text.slice(last, m.index));
    const render = tags[m[1]];
    out.push(render ? <Fragment key={m.index}>{render(m[2])}</Fragment> : m[2]);
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

// Template names (spec 3 §3, §5): 'size-name' such as '300x250-Summer sale', a fixed-size display template.
// 'responsive - display - …' and 'responsive - vpaid - …' are the responsive and VPAID formats, sized 640x360.
import { isDimension } from '../asset/rules';

export const TEMPLATE_NAME_WRONG_FORMAT = 'template name has wrong format';
export const TEMPLATE_SIZE_WRONG_FORMAT = 'Template parse error: size in template name has wrong format';
export const RESPONSIVE_TEMPLATE_SIZE = '640x360';
/** The group of a size that is no dimension the product reads (1 to 4 digits each side, not zero). */
export const OTHER_SIZE = 'Other';

/** Google Campaign Manager's template formats (spec 2 §3). */
export type TemplateFormat = 'fixed' | 'responsive' | 'vpaid';

interface TemplateName {
  /** The name after its size (or after 'responsive - display - '). */
  title: string;
  size: string;
  format: TemplateFormat;
  /** The size, or 'Other' when its dimensions cannot be parsed. */
  sizeGroup: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const SIZE = /^\d+x\d+$/i;
const RESPONSIVE_KINDS: Record<string, TemplateFormat> = { display: 'responsive', vpaid: 'vpaid' };

/** 'a - b-c' → ['a', 'b-c']; null unless both sides hold more than dashes and spaces. */
function splitFirst(text: string): [head: string, tail: string] | null {
  const dash = text.indexOf('-');
  if (dash < 0) return null;
  const head = text.slice(0, dash).trim();
  const tail = text
    .slice(dash + 1)
    .replace(/^[\s-]+/, '')
    .trimEnd();
  return head === '' || tail === '' ? null : [head, tail];
}

export function sizeGroup(size: string): string {
  return isDimension(size) && !/^0+x|x0+$/.test(size) ? size : OTHER_SIZE;
}

export function parseTemplateName(name: string): Parsed<TemplateName> {
  const parts = splitFirst(name);
  if (parts === null) return { ok: false, error: TEMPLATE_NAME_WRONG_FORMAT };
  const [head, tail] = parts;
  const responsive = head.toLowerCase() === 'responsive' ? splitFirst(tail) : null;
  const kind = responsive && RESPONSIVE_KINDS[responsive[0].toLowerCase()];
  if (responsive && kind) {
    return {
      ok: true,
      value: {
        title: responsive[1],
        size: RESPONSIVE_TEMPLATE_SIZE,
        format: kind,
        sizeGroup: RESPONSIVE_TEMPLATE_SIZE,
      },
    };
  }
  if (!SIZE.test(head)) return { ok: false, error: TEMPLATE_SIZE_WRONG_FORMAT };
  const size = head.toLowerCase();
  return { ok: true, value: { title: tail, size, format: 'fixed', sizeGroup: sizeGroup(size) } };
}

/** An uploaded template's name is its file's name without the .zip or .html extension. */
export function templateNameOf(fileName: string): string {
  return fileName.replace(/\.(zip|html?)$/i, '');
}

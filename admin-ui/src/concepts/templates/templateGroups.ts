// How the templates tab lays a concept's templates out (spec 3 §3): one group per size group, sizes by
// area then width, 'Other' last; archived generations only when asked for.
import { OTHER_SIZE, RESPONSIVE_TEMPLATE_SIZE } from '../../../../domain/template/name';
import type { RenderStatus, Template } from '../../providers/adapters/templates';

interface SizeGroup {
  sizeGroup: string;
  templates: Template[];
}

function area(size: string): [number, number] {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return [width * height, width];
}

function compareGroups(a: string, b: string): number {
  if (a === OTHER_SIZE || b === OTHER_SIZE) return Number(a === OTHER_SIZE) - Number(b === OTHER_SIZE);
  const [areaA, widthA] = area(a);
  const [areaB, widthB] = area(b);
  return areaA - areaB || widthA - widthB || a.localeCompare(b);
}

export function groupBySize(templates: readonly Template[], showArchived: boolean): SizeGroup[] {
  const groups = new Map<string, Template[]>();
  for (const template of templates) {
    if (template.archived && !showArchived) continue;
    groups.set(template.sizeGroup, [...(groups.get(template.sizeGroup) ?? []), template]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareGroups(a, b))
    .map(([sizeGroup, list]) => ({ sizeGroup, templates: list.sort((a, b) => a.generation - b.generation) }));
}

const RENDERING: readonly RenderStatus[] = ['pending', 'rendering'];

/** The thumbnail is still being made. */
export const isRendering = (template: Pick<Template, 'renderStatus'>) => RENDERING.includes(template.renderStatus);

/** The template's size as pixels, for its preview frame; the responsive size when it has none (an 'Other'). */
export function frameSize(template: Pick<Template, 'size'>): { width: number; height: number } {
  const [, width, height] = /^(\d+)x(\d+)$/i.exec(template.size) ?? /^(\d+)x(\d+)$/.exec(RESPONSIVE_TEMPLATE_SIZE)!;
  return { width: Number(width), height: Number(height) };
}

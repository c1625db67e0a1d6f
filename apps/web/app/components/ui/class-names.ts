// What a utility class sets, for the ones the UI primitives use: two classes of one group cannot both apply.
const GROUPS: [RegExp, string][] = [
  [/^(block|inline-block|inline-flex|inline|flex|grid|inline-grid|hidden|table|contents)$/, 'display'],
  [/^px-/, 'px'],
  [/^py-/, 'py'],
  [/^w-/, 'w'],
  [/^h-/, 'h'],
  [/^min-w-/, 'min-w'],
  [/^gap-/, 'gap'],
  [/^items-/, 'items'],
  [/^justify-/, 'justify'],
  [/^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/, 'rounded'],
  [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'text-color'],
  [/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^tracking-/, 'tracking'],
  [/^bg-/, 'bg'],
  [/^border(-\d+)?$/, 'border-width'],
  [/^border-/, 'border-color'],
  [/^opacity-/, 'opacity'],
  [/^cursor-/, 'cursor'],
  [/^shrink(-\d+)?$/, 'shrink'],
  [/^object-(cover|contain|fill|none|scale-down)$/, 'object-fit'],
];

/** The group a class belongs to, with its variants (`hover:`, `disabled:`, `sm:`...) as part of the key. */
function groupOf(className: string): string {
  const colon = className.lastIndexOf(':');
  const variants = className.slice(0, colon + 1);
  const utility = className.slice(colon + 1);
  const group = GROUPS.find(([pattern]) => pattern.test(utility))?.[1];
  return group ? `${variants}${group}` : className;
}

/**
 * Joins class lists; a class replaces an earlier one that sets the same thing (`px-8` after `px-6`, or
 * `disabled:opacity-70` after `disabled:opacity-60`). In the stylesheet, not in the attribute, the later of two
 * such classes would win, so a primitive's defaults could not otherwise be changed where it is used.
 */
export function mergeClasses(...lists: (string | false | null | undefined)[]): string {
  const byGroup = new Map<string, string>();
  for (const list of lists) {
    if (!list) continue;
    for (const className of list.split(/\s+/)) {
      if (!className) continue;
      const group = groupOf(className);
      // Deleting first moves the group to the end: the order of the result follows the last writer.
      byGroup.delete(group);
      byGroup.set(group, className);
    }
  }
  return [...byGroup.values()].join(' ');
}

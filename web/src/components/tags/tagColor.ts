// A tag's colour comes from its text (spec: one of 8), so "water" looks the same on every screen and
// every device without being stored. Case is ignored because tags are compared ignoring case.
export const TAG_COLORS = ['indigo', 'purple', 'violet', 'fuchsia', 'blue', 'cyan', 'teal', 'emerald'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** FNV-1a over the lower-cased text: cheap, stable across sessions, and well spread over 8 buckets. */
export function tagColor(tag: string): TagColor {
  let hash = 0x811c9dc5;
  for (const character of tag.toLowerCase()) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return TAG_COLORS[hash % TAG_COLORS.length]!;
}

// The recording's bytes from the data URL the spec's upload carries (server only: Buffer).
/** The bytes of a base64 data URL, or null when it is not one. */
export function decodeDataUrl(dataUrl: string): Buffer | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  const base64 = dataUrl.slice(comma + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Pure black: slate-900 on the low band's red is only 4.2:1.
export const darkText = '#000000';
export const lightText = '#ffffff';

/** Dark or white text, whichever reads better on the background (the band colours span both). */
export function textColourOn(background: string): string {
  return contrastRatio(background, darkText) >= contrastRatio(background, lightText) ? darkText : lightText;
}

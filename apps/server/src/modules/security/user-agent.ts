/**
 * "Chrome on Android" from a user agent: a small reading of the names people recognise, enough to
 * tell their devices apart in the session list (ADR 55). Order matters: Edge and Opera say
 * "Chrome" too, Chrome says "Safari", Android says "Linux".
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceName {
  browser: string | undefined;
  system: string | undefined;
}

export function readUserAgent(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? '';
  return {
    browser: browsers.find(([pattern]) => pattern.test(text))?.[1],
    system: systems.find(([pattern]) => pattern.test(text))?.[1],
  };
}

import { type ChromiumPilihan, pilihChromium } from './chromium.ts';

/** Env var carrying the resolved Chromium from the runner to the workers it starts afterwards. */
export const ENV_CHROMIUM = 'E2E_CHROMIUM';

export function chromiumDariEnv(): ChromiumPilihan | null {
  const raw = process.env[ENV_CHROMIUM];
  return raw ? (JSON.parse(raw) as ChromiumPilihan) : null;
}

/**
 * Resolves Chromium once, before any worker starts: @sparticuz/chromium unpacks itself into the
 * temp folder on first use, and two workers unpacking at the same moment trip over each other.
 */
export default async function globalSetup(): Promise<void> {
  const pilihan = await pilihChromium();
  process.env[ENV_CHROMIUM] = JSON.stringify(pilihan);
  // stderr, so reporters that write to stdout (json) stay parseable.
  console.error(`Chromium: ${pilihan.executablePath} (${pilihan.sumber})`);
}

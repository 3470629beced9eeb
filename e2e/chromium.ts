import fs from 'node:fs';

/** Flags every launch gets: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const;

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumPilihan {
  executablePath: string;
  args: string[];
  /** Where the binary came from, for the log line. */
  sumber: 'CHROMIUM_PATH' | typeof DEBIAN_CHROMIUM | '@sparticuz/chromium';
}

/**
 * The Chromium the journeys run in: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the
 * binary @sparticuz/chromium unpacks into the temp folder (no download). Playwright's own browser
 * download is not used. E2E_FORCE_SPARTICUZ=1 skips the first two, to check the last path works.
 */
export async function pilihChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumPilihan> {
  const paksa = env.E2E_FORCE_SPARTICUZ === '1';
  if (!paksa && env.CHROMIUM_PATH) {
    if (!fs.existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH tidak ada: ${env.CHROMIUM_PATH}`);
    return { executablePath: env.CHROMIUM_PATH, args: [...CHROMIUM_ARGS], sumber: 'CHROMIUM_PATH' };
  }
  if (!paksa && fs.existsSync(DEBIAN_CHROMIUM)) {
    return { executablePath: DEBIAN_CHROMIUM, args: [...CHROMIUM_ARGS], sumber: DEBIAN_CHROMIUM };
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  // Its binary is a headless shell built for serverless hosts; its own flags come first, ours win.
  // Left out: --headless='shell' (Playwright passes its own); --single-process, which is for
  // Lambda's process limits and makes Chromium drop the whole browser when a test closes its
  // context; and the two that switch off same-origin rules, which the journeys must see as users do.
  const TANPA = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);
  chromium.setGraphicsMode = false;
  const eigen = chromium.args.filter((a) => !a.startsWith('--headless') && !TANPA.has(a));
  const args = [...eigen, ...CHROMIUM_ARGS];
  return { executablePath: await chromium.executablePath(), args, sumber: '@sparticuz/chromium' };
}

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressToEncodedURIComponent } from 'lz-string';
import { chromium, type Browser } from 'playwright-core';
import qrcode from 'qrcode-generator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { buildSite, CHROMIUM, describePage, serveSite, type Site } from '../helpers/site.js';

// Issue 43, item 6: another player's deck joins the pod by scanning the QR code on their screen or sheet. Chromium's
// fake camera plays a video file; the test writes one whose frame is the QR code of a deck's share link.
const DECK = 'examples/decks/kyogre-groudon-legend.txt';

/** One frame of a Y4M video (grey: the chroma planes flat) showing `text` as a QR code, 4 pixels a module. */
function qrVideo(text: string, file: string): void {
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const [width, height, scale, n] = [960, 720, 4, qr.getModuleCount()];
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - n * scale) / 2);
  const top = Math.floor((height - n * scale) / 2);
  for (let y = 0; y < n * scale; y++)
    for (let x = 0; x < n * scale; x++)
      if (qr.isDark(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const head = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([head, luma, chroma]));
}

describePage('the pod: a deck joins by its QR code', () => {
  const opened = {} as { site: Site; browser: Browser; link: string };
  beforeAll(async () => {
    buildSite();
    opened.site = await serveSite();
    opened.link = `${opened.site.url}#list=${compressToEncodedURIComponent(readFileSync(join(ROOT, DECK), 'utf8'))}`;
    const video = join(mkdtempSync(join(tmpdir(), 'totem-qr-')), 'qr.y4m');
    qrVideo(opened.link, video);
    opened.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  }, 300_000);
  afterAll(async () => {
    await opened.browser?.close();
    await opened.site?.close();
  });

  for (const [lang, player] of [
    ['en', 'Player 1'],
    ['es', 'Jugador 1'],
  ] as const)
    it(`${lang}, 360×740: a tap on pod-scan reads the share link, the deck joins, the camera is released`, async () => {
      const context = await opened.browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await page.goto(`${opened.site.url}?lang=${lang}`);
      await page.getByTestId('pod-open').click();
      await page.getByTestId('pod-scan').click();
      await expect.poll(() => page.getByTestId('pod-input').inputValue(), { timeout: 60_000 }).toContain('#list=');
      expect(await page.getByTestId('pod-input').inputValue()).toBe(`${player}: ${opened.link}`);
      // The scan ended: the video is hidden and holds no stream.
      expect(
        await page
          .getByTestId('pod-scan-video')
          .evaluate((v) => [v.hidden, (v as unknown as { srcObject: unknown }).srcObject]),
      ).toEqual([true, null]);
      await page.getByTestId('pod-check').click();
      await expect
        .poll(() => page.getByTestId('pod-deck').first().textContent(), { timeout: 120_000 })
        .toContain(player);
      await context.close();
    });
});

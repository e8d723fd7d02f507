import { defineConfig } from 'vitest/config';
import bench from './vitest.config.js';

// One of bench/page/*.profile.ts alone (PROFILE=timeline, the default, or trace): where the page's first verdict
// spends its time. Not bench rows: `npx vitest run --config bench/page/timeline.config.ts`.
const profile = process.env.PROFILE ?? 'timeline';
export default defineConfig({ test: { ...bench.test, include: [`bench/page/${profile}.profile.ts`] } });

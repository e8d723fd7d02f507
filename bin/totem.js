#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { warnIfStale } from './stale-dist.js';

warnIfStale(fileURLToPath(new URL('..', import.meta.url)));
await import('../dist/cli/main.js');

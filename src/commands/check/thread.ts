import { workerData } from 'node:worker_threads';
import { serveJobs } from '../../check/jobs.js';
import { openSession } from '../shared/session.js';
import { loadLocale } from '../../model/i18n/locales.js';
import { checkHere, type Setup, type Task } from './jobs.js';

// A worker thread of `check --jobs` (jobs.ts starts them): its own entry, so that the CLI's main
// thread never loads node:worker_threads to learn that it is not one.
const { session, flags, lang } = workerData as Setup;
// Quiet: the main thread has said what a session says as it opens.
const opened = loadLocale(lang).then((locale) => openSession({ ...session, locale, onWarning: () => {} }));
serveJobs(async (task: Task) => checkHere(await opened, flags, task));

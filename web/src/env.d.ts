/** The card pack's folder inside the site (`pack/<content hash>/`), set by vite.config.ts. */
declare const __PACK_PATH__: string;

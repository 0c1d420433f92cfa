/** The year the site was built, fixed at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

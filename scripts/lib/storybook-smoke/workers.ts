// Two pages side by side use both cores: axe is most of the time, and it runs in each page.
export const WORKERS = 2;

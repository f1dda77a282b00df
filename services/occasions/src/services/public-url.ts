import type { Config } from '@presently/platform';

/** Where users reach the web app from links in e-mails and calendars: PUBLIC_URL, or this machine's port. */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) => trimEndSlashes(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);

function trimEndSlashes(url: string) {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

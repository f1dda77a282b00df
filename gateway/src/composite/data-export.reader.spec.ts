import { exportFileName } from './data-export.reader';

describe('exportFileName', () => {
  it('names the file after the user and the day', () => {
    expect(exportFileName('maya', '2026-11-26T02:00:00.000Z')).toBe(
      `attachment; filename="presently-data-maya-2026-11-26.json"; filename*=UTF-8''presently-data-maya-2026-11-26.json`,
    );
  });

  it('keeps a header ASCII for a username in any letters, and gives the name itself as filename*', () => {
    const header = exportFileName('zoë.李', '2026-11-26T02:00:00.000Z');
    expect(header).toBe(`attachment; filename="presently-data-zo_._-2026-11-26.json"; filename*=UTF-8''presently-data-zo%C3%AB.%E6%9D%8E-2026-11-26.json`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});

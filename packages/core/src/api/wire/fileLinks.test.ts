import { describe, expect, it } from 'vitest';
import { unsignedFileUrl } from './fileLinks';

describe('unsignedFileUrl', () => {
  it('drops the link parameters and keeps the rest of the URL', () => {
    expect(unsignedFileUrl('/api/v1/file/team/pdf/1?expires=1700000000&signature=abc')).toBe('/api/v1/file/team/pdf/1');
    expect(unsignedFileUrl('/api/v1/file/team/schemas/S?version_id=v9&expires=1&signature=x')).toBe(
      '/api/v1/file/team/schemas/S?version_id=v9',
    );
    expect(unsignedFileUrl('http://host:6900/api/v1/file/a%20b/pdf/1?signature=x#page_number.2')).toBe(
      'http://host:6900/api/v1/file/a%20b/pdf/1#page_number.2',
    );
  });

  it('leaves URLs without link parameters exactly as they are', () => {
    expect(unsignedFileUrl('/api/v1/file/team/pdf/1')).toBe('/api/v1/file/team/pdf/1');
    expect(unsignedFileUrl('https://example.org/a.pdf?x=a+b%20c')).toBe('https://example.org/a.pdf?x=a+b%20c');
    expect(unsignedFileUrl('https://example.org/a.pdf#expires=1')).toBe('https://example.org/a.pdf#expires=1');
  });
});

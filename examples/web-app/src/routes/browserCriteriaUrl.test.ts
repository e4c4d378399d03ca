import { describe, expect, it, vi } from 'vitest';
import { browserCriteriaUrl, type BrowserCriteriaUrlSource } from './browserCriteriaUrl';

const page = '/dataset/d-1/annotation-mode';

function adapterAt(pathname: string) {
  const navigate = vi.fn<BrowserCriteriaUrlSource['navigate']>();
  const location = { pathname, search: '?page=2', hash: '#r' };
  const adapter = browserCriteriaUrl(() => ({ location, navigate, pagePathname: page }), window);
  return { adapter, navigate };
}

describe('browserCriteriaUrl', () => {
  it('reads the criteria from the address and writes them on the page’s own path, keeping the hash', () => {
    const { adapter, navigate } = adapterAt(page);
    expect(adapter.read().get('page')).toBe('2');
    adapter.write(new URLSearchParams('page=1&status=pending'), { replace: true });
    expect(navigate).toHaveBeenCalledWith(
      { pathname: page, search: '?page=1&status=pending', hash: '#r' },
      { replace: true },
    );
  });

  it('drops a write that comes once the address has left the page (the settings page loading, say)', () => {
    const { adapter, navigate } = adapterAt('/dataset/d-1/settings');
    adapter.write(new URLSearchParams('page=1&status=pending'), { replace: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports back and forward', () => {
    const { adapter } = adapterAt(page);
    const onPopState = vi.fn();
    const stop = adapter.subscribe(onPopState);
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onPopState).toHaveBeenCalledTimes(1);
  });
});

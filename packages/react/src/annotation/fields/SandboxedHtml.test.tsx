import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMarginalia } from '../../testing/renderWithMarginalia';
import { SandboxedHtml } from './SandboxedHtml';

const noFetch = () => Promise.reject(new Error('no network in this test'));

function frameOf(container: HTMLElement): HTMLIFrameElement {
  return container.querySelector('iframe') as HTMLIFrameElement;
}

describe('SandboxedHtml', () => {
  it('shows HTML in a srcdoc frame where nothing runs', () => {
    const { container } = render(<SandboxedHtml html="<p>Hi</p>" title="Text" />);
    const frame = frameOf(container);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi</p>');
    expect(frame.getAttribute('src')).toBeNull();
  });

  it('without a scripted-frame page, runs scripts in a srcdoc frame sandboxed with scripts only', () => {
    const { container } = render(<SandboxedHtml html="<script>1</script>" title="Card" allowScripts />);
    const frame = frameOf(container);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<script>1</script>');
  });

  it("with the provider's scripted-frame page, loads it sandboxed with scripts only and sends it the HTML once it asks", () => {
    const { container } = renderWithMarginalia(
      <SandboxedHtml html="<script>var a = 1;</script><b>card</b>" title="Card" allowScripts />,
      { fetch: noFetch, provider: { scriptedFrameUrl: '/sandbox-frame.html' } },
    );
    const frame = frameOf(container);
    expect(frame.getAttribute('src')).toBe('/sandbox-frame.html');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBeNull();
    const frameWindow = frame.contentWindow!;
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);

    // A message from elsewhere than the frame is ignored.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'mg-frame-ready' }, source: window })));
    expect(post).not.toHaveBeenCalled();

    const ready = () =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'mg-frame-ready' }, source: frameWindow }));
    act(ready);
    expect(post).toHaveBeenCalledTimes(1);
    const [message, target] = post.mock.calls[0] as unknown as [{ type: string; html: string }, string];
    expect(message.type).toBe('mg-frame-html');
    expect(message.html).toContain('<script>var a = 1;</script><b>card</b>');
    expect(message.html).toContain("type:'mg-frame-height'");
    expect(target).toBe('*');
    // A page the template navigated to asks again: it gets nothing.
    act(ready);
    expect(post).toHaveBeenCalledTimes(1);

    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'mg-frame-height', height: 321.2 }, source: frameWindow }),
      ),
    );
    expect(frame.style.height).toBe('322px');
  });
});

import { describe, expect, it } from 'vitest';
import { sessionLifecycle } from './sessionLifecycle';

function setup() {
  const log: string[] = [];
  const lifecycle = sessionLifecycle(
    () => {
      log.push('begin');
      return () => log.push('stop');
    },
    () => log.push('release'),
  );
  return { log, lifecycle };
}

describe('sessionLifecycle', () => {
  it('begins once however often started, and stops before it releases', () => {
    const { log, lifecycle } = setup();
    lifecycle.start();
    lifecycle.start();
    lifecycle.dispose();
    lifecycle.dispose();
    expect(log).toEqual(['begin', 'stop', 'release']);
  });

  it('releases a session never started, which then never begins', () => {
    const { log, lifecycle } = setup();
    lifecycle.dispose();
    lifecycle.start();
    expect(log).toEqual(['release']);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ELEMENTS } from '../allElements';
import { SHARED_EVENTS } from '../base/sharedContract';
import { elementsManifest } from './elementsManifest';

// The manifest lists everything a page can use: every event an element fires, every ::part() and every CSS custom
// property its styles read from the page. These checks read the sources, so a new `emit(…)`, `part="…"` or
// `var(--mg-…)` that no contract lists fails here (and with it the docs, made from the manifest).

const packages = resolve(import.meta.dirname, '../../..');
const elementsSource = join(packages, 'elements/src');
const reactSource = join(packages, 'react/src');

/** Shipped source files under `folder` (no tests, stories or test support). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');
const manifest = elementsManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations);

/** The `mg-*` event names a source fires: `emit('mg-…'` and the names of an event map it emits from. */
function firedEvents(source: string): string[] {
  const direct = [...source.matchAll(/emit\(\s*'(mg-[a-z-]+)'/g)].map((match) => match[1]!);
  const mapped = /EVENT_NAMES\s*=\s*{([^}]*)}/.exec(source)?.[1] ?? '';
  return [...direct, ...[...mapped.matchAll(/'(mg-[a-z-]+)'/g)].map((match) => match[1]!)];
}

describe('the manifest covers what the elements do', () => {
  it('lists every event an element fires on that element, and the base’s events on every element', () => {
    for (const element of ALL_ELEMENTS) {
      const file = join(elementsSource, 'elements', `${element.name}.tsx`);
      const declared = declarations.find((entry) => entry.name === element.name)!.events.map((event) => event.name);
      for (const event of firedEvents(read(file))) expect(declared, `${element.contract.tag} fires ${event}`).toContain(event);
    }
    const base = sourceFiles(join(elementsSource, 'base')).flatMap((file) => firedEvents(read(file)));
    expect(base.length).toBeGreaterThan(0);
    for (const event of base) {
      expect(Object.keys(SHARED_EVENTS), `the base fires ${event}`).toContain(event);
      for (const entry of declarations) expect(entry.events.map(({ name }) => name), entry.tagName).toContain(event);
    }
  });

  it('documents every event of the typed event map on at least one element', () => {
    const eventMap = read(join(elementsSource, 'base/MarginaliaEvents.ts'));
    const body = /interface MarginaliaEventMap {([\s\S]*?)\n}/.exec(eventMap)![1]!;
    const typed = [...body.matchAll(/'(mg-[a-z-]+)':/g)].map((match) => match[1]!);
    const documented = new Set(declarations.flatMap((entry) => entry.events.map((event) => event.name)));
    expect(typed.length).toBeGreaterThan(5);
    for (const event of typed) expect([...documented], event).toContain(event);
    for (const event of documented) expect(typed, `${event} is typed in MarginaliaEventMap`).toContain(event);
  });

  it('lists every part the components mark (part="…") on an element', () => {
    const listed = new Set(declarations.flatMap((entry) => entry.cssParts.map((part) => part.name)));
    const marked = [...sourceFiles(reactSource), ...sourceFiles(elementsSource)].flatMap((file) =>
      [...read(file).matchAll(/\bpart(?:=|', )["']([a-z-]+)["']/g)].map((match) => match[1]!),
    );
    expect(marked).toEqual(expect.arrayContaining(['root', 'sign-in', 'record', 'table']));
    for (const part of marked) expect([...listed], `part="${part}"`).toContain(part);
  });

  it('lists on every element that needs a user the sign-in form it shows', () => {
    for (const { contract } of ALL_ELEMENTS) {
      if (contract.requiresUser === false) continue;
      expect(Object.keys(contract.parts), contract.tag).toContain('sign-in');
    }
  });

  it('lists every CSS custom property the styles read from the page', () => {
    const sources = [...sourceFiles(reactSource), ...sourceFiles(elementsSource)].map(read).join('\n');
    const readFromPage = new Set([...sources.matchAll(/var\((--mg-[a-z0-9-]*[a-z0-9])(?=[,)\s])/g)].map((match) => match[1]!));
    // Set inside the components (a declaration, or a style key): not the page's to give.
    const setInside = new Set([
      ...[...sources.matchAll(/(--mg-[a-z0-9-]+)\s*:/g)].map((match) => match[1]!),
      ...[...sources.matchAll(/'(--mg-[a-z0-9-]+)' as string/g)].map((match) => match[1]!),
    ]);
    const fromPage = [...readFromPage].filter((name) => !name.startsWith('--mg-theme-') && !setInside.has(name));
    const listed = new Set(declarations.flatMap((entry) => entry.cssProperties.map((property) => property.name)));
    expect(fromPage).toEqual(expect.arrayContaining(['--mg-annotation-height', '--mg-document-match']));
    for (const name of fromPage) expect([...listed], name).toContain(name);
  });
});
